DROP INDEX "appointments_user_id_slot_idx";--> statement-breakpoint
CREATE INDEX "appointments_user_id_slot_id_idx" ON "appointments" USING btree ("user_id","scheduled_date","scheduled_hour","id");--> statement-breakpoint
CREATE INDEX "appointments_user_id_upcoming_slot_idx" ON "appointments" USING btree ("user_id","scheduled_date","scheduled_hour","id") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "appointments_unscheduled_slot_idx" ON "appointments" USING btree ("scheduled_date","scheduled_hour","id") WHERE status <> 'scheduled';