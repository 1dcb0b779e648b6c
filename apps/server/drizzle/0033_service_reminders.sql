CREATE TABLE "service_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"vehicle_id" uuid,
	"registration" text NOT NULL,
	"due_date" date NOT NULL,
	"email_outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_reminders_once_key" UNIQUE("user_id","registration","due_date")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_template_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "service_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_reminders" ADD CONSTRAINT "service_reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_reminders_vehicle_id_idx" ON "service_reminders" USING btree ("vehicle_id");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_template_check" CHECK ("email_outbox"."template" IN ('quote-submitted', 'admin-reply', 'quote-decision', 'welcome', 'payment-success', 'password-reset', 'email-confirmation', 'email-change', 'email-changed', 'staff-new-request', 'staff-quote-rejected', 'staff-customer-reply', 'support-response', 'appointment-confirmation', 'mot-reminder', 'appointment-cancellation', 'garage-invitation', 'garage-quote-accepted', 'garage-job-paid', 'garage-nearby-digest', 'service-reminder'));