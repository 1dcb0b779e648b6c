-- A request's chosen services become an array of their ids (they were ids joined with ', ').
ALTER TABLE "quote_requests" ADD COLUMN "services" text[];--> statement-breakpoint
UPDATE "quote_requests" SET "services" = ARRAY(
  SELECT btrim(part) FROM unnest(string_to_array("service_type", ',')) WITH ORDINALITY AS p(part, n)
  WHERE btrim(part) <> '' ORDER BY n
);--> statement-breakpoint
ALTER TABLE "quote_requests" ALTER COLUMN "services" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_services_check" CHECK (cardinality("quote_requests"."services") > 0);--> statement-breakpoint
ALTER TABLE "quote_requests" DROP CONSTRAINT "quote_requests_service_type_check";--> statement-breakpoint
ALTER TABLE "quote_requests" DROP COLUMN "service_type";
