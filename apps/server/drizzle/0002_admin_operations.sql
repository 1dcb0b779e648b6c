ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_template_check";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_quote_request_id_quote_requests_id_fk";
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_quote_of_request_fk";
--> statement-breakpoint
-- (moved by hand below the foreign key that depended on it)
ALTER TABLE "quotes" DROP CONSTRAINT "quotes_id_quote_request_id_key";--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "parts_pence" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "labour_pence" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "vat_pence" integer;--> statement-breakpoint
CREATE INDEX "quote_requests_admin_active_idx" ON "quote_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status NOT IN ('completed', 'deleted');--> statement-breakpoint
CREATE INDEX "quote_requests_admin_processing_idx" ON "quote_requests" USING btree ("created_at","id") WHERE status <> 'deleted';--> statement-breakpoint
CREATE INDEX "quote_requests_admin_deleted_idx" ON "quote_requests" USING btree ("deleted_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'deleted';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_template_check" CHECK ("email_outbox"."template" IN ('quote-submitted', 'admin-reply', 'quote-decision', 'welcome', 'payment-success', 'password-reset', 'email-confirmation', 'email-change', 'staff-new-request', 'staff-quote-rejected', 'staff-customer-reply', 'support-response', 'appointment-confirmation'));--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_breakdown_check" CHECK (("quotes"."parts_pence" IS NULL AND "quotes"."labour_pence" IS NULL AND "quotes"."vat_pence" IS NULL) OR ("quotes"."parts_pence" >= 0 AND "quotes"."labour_pence" >= 0 AND "quotes"."vat_pence" >= 0 AND "quotes"."parts_pence" + "quotes"."labour_pence" + "quotes"."vat_pence" = "quotes"."price_pence"));