DROP INDEX "quote_requests_user_id_created_at_idx";--> statement-breakpoint
CREATE INDEX "quote_requests_user_id_created_at_id_idx" ON "quote_requests" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "quote_requests_user_id_status_idx" ON "quote_requests" USING btree ("user_id","status");