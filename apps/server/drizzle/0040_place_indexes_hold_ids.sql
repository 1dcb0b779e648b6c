DROP INDEX "quote_requests_open_place_idx";--> statement-breakpoint
DROP INDEX "garages_latitude_longitude_idx";--> statement-breakpoint
CREATE INDEX "quote_requests_open_place_idx" ON "quote_requests" USING btree ("latitude","longitude","id") WHERE "quote_requests"."status" IN ('pending', 'processing', 'in_progress', 'in_review', 'quoted');--> statement-breakpoint
CREATE INDEX "garages_latitude_longitude_idx" ON "garages" USING btree ("latitude","longitude","id");