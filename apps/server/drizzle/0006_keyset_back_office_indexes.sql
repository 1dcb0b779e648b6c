DROP INDEX "audit_log_created_at_idx";--> statement-breakpoint
DROP INDEX "admin_messages_quote_request_id_sent_at_idx";--> statement-breakpoint
DROP INDEX "email_outbox_created_at_idx";--> statement-breakpoint
DROP INDEX "support_tickets_status_priority_updated_at_idx";--> statement-breakpoint
CREATE INDEX "audit_log_created_at_id_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "admin_messages_quote_request_id_sent_at_id_idx" ON "admin_messages" USING btree ("quote_request_id","sent_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_id_idx" ON "email_outbox" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "email_outbox_status_created_at_id_idx" ON "email_outbox" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "garages_name_id_idx" ON "garages" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "setting_changes_created_at_id_idx" ON "setting_changes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_updated_at_id_idx" ON "support_tickets" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_updated_at_id_idx" ON "support_tickets" USING btree ("status","updated_at","id");