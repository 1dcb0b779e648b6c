ALTER TABLE "quote_requests" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "located_by" text;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "postcode" text;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "located_by" text;--> statement-breakpoint
ALTER TABLE "garages" ADD COLUMN "service_radius_miles" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
CREATE INDEX "quote_requests_latitude_longitude_idx" ON "quote_requests" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "quote_requests_unlocated_idx" ON "quote_requests" USING btree ("id") WHERE located_by IS NULL;--> statement-breakpoint
CREATE INDEX "garages_latitude_longitude_idx" ON "garages" USING btree ("latitude","longitude");--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_located_by_check" CHECK ("quote_requests"."located_by" IN ('sector', 'district', 'none'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_place_check" CHECK (("quote_requests"."latitude" IS NULL) = ("quote_requests"."longitude" IS NULL) AND ("quote_requests"."latitude" IS NULL) = ("quote_requests"."located_by" IS NULL OR "quote_requests"."located_by" = 'none'));--> statement-breakpoint
ALTER TABLE "garages" ADD CONSTRAINT "garages_service_radius_miles_check" CHECK ("garages"."service_radius_miles" BETWEEN 1 AND 100);--> statement-breakpoint
ALTER TABLE "garages" ADD CONSTRAINT "garages_located_by_check" CHECK ("garages"."located_by" IN ('sector', 'district', 'none'));--> statement-breakpoint
ALTER TABLE "garages" ADD CONSTRAINT "garages_place_check" CHECK (("garages"."latitude" IS NULL) = ("garages"."longitude" IS NULL) AND ("garages"."latitude" IS NULL) = ("garages"."located_by" IS NULL OR "garages"."located_by" = 'none'));