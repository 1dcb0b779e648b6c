CREATE TABLE "mot_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"vehicle_id" uuid,
	"registration" text NOT NULL,
	"mot_due_date" date NOT NULL,
	"days_before" smallint NOT NULL,
	"email_outbox_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mot_reminders_once_key" UNIQUE("user_id","registration","mot_due_date","days_before"),
	CONSTRAINT "mot_reminders_days_before_check" CHECK ("mot_reminders"."days_before" IN (30, 7))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_check";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_template_check";--> statement-breakpoint
DROP INDEX "appointments_user_id_scheduled_date_idx";--> statement-breakpoint
DROP INDEX "appointments_scheduled_date_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mot_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mot_reminders" ADD CONSTRAINT "mot_reminders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mot_reminders" ADD CONSTRAINT "mot_reminders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mot_reminders_vehicle_id_idx" ON "mot_reminders" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "appointments_user_id_slot_idx" ON "appointments" USING btree ("user_id","scheduled_date","scheduled_hour");--> statement-breakpoint
CREATE INDEX "appointments_upcoming_slot_idx" ON "appointments" USING btree ("scheduled_date","scheduled_hour","id") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "appointments_slot_idx" ON "appointments" USING btree ("scheduled_date","scheduled_hour","id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_vehicle_slot_key" ON "appointments" USING btree ("vehicle_id","scheduled_date","scheduled_hour") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "vehicles_mot_due_date_idx" ON "vehicles" USING btree ("mot_due_date") WHERE mot_due_date IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('new_quote', 'new_message', 'payment_confirmed', 'appointment_booked'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_template_check" CHECK ("email_outbox"."template" IN ('quote-submitted', 'admin-reply', 'quote-decision', 'welcome', 'payment-success', 'password-reset', 'email-confirmation', 'email-change', 'staff-new-request', 'staff-quote-rejected', 'staff-customer-reply', 'support-response', 'appointment-confirmation', 'mot-reminder'));