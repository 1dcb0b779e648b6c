CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_exports_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_template_check";--> statement-breakpoint
ALTER TABLE "setting_changes" DROP CONSTRAINT "setting_changes_key_check";--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_key_check";--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_id_idx" ON "data_exports" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_template_check" CHECK ("email_outbox"."template" IN ('quote-submitted', 'admin-reply', 'quote-decision', 'welcome', 'payment-success', 'password-reset', 'email-confirmation', 'email-change', 'email-changed', 'staff-new-request', 'staff-quote-rejected', 'staff-customer-reply', 'support-response', 'appointment-confirmation', 'mot-reminder', 'appointment-cancellation', 'garage-invitation', 'garage-quote-accepted', 'garage-job-paid', 'garage-nearby-digest', 'service-reminder', 'review-invitation', 'data-export'));--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_key_check" CHECK ("setting_changes"."key" IN ('platform_name', 'payment_fee_pence', 'reward_points_per_payment', 'max_quote_response_hours', 'vat_rate_percent', 'vat_number', 'deleted_request_retention_days'));--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_key_check" CHECK ("settings"."key" IN ('platform_name', 'payment_fee_pence', 'reward_points_per_payment', 'max_quote_response_hours', 'vat_rate_percent', 'vat_number', 'deleted_request_retention_days'));