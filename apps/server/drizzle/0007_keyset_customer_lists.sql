DROP INDEX "vehicles_user_id_created_at_idx";--> statement-breakpoint
DROP INDEX "notifications_user_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "vehicles_user_id_created_at_id_idx" ON "vehicles" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_id_idx" ON "notifications" USING btree ("user_id","created_at","id");