-- No request may be written between the table's creation and its backfill below.
LOCK TABLE "quote_requests" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "customer_request_counts" (
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "customer_request_counts_user_id_status_pk" PRIMARY KEY("user_id","status")
);
--> statement-breakpoint
DROP INDEX "quote_requests_user_id_status_idx";--> statement-breakpoint
ALTER TABLE "customer_request_counts" ADD CONSTRAINT "customer_request_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Kept by the database itself, in the transaction of every change to quote_requests, so no
-- code path (admin transitions, the customer's edits, permanent deletes, test fixtures) can
-- forget it. A decrement only updates: a customer being deleted takes their rows with them.
CREATE FUNCTION "customer_request_counts_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "customer_request_counts" SET "count" = "count" - 1
      WHERE "user_id" = OLD."user_id" AND "status" = OLD."status";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "customer_request_counts" ("user_id", "status", "count")
      VALUES (NEW."user_id", NEW."status", 1)
      ON CONFLICT ("user_id", "status") DO UPDATE SET "count" = "customer_request_counts"."count" + 1;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quote_requests_keep_counts" AFTER INSERT OR DELETE ON "quote_requests"
  FOR EACH ROW EXECUTE FUNCTION "customer_request_counts_keep"();--> statement-breakpoint
CREATE TRIGGER "quote_requests_keep_counts_on_change" AFTER UPDATE OF "status", "user_id" ON "quote_requests"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "customer_request_counts_keep"();--> statement-breakpoint
INSERT INTO "customer_request_counts" ("user_id", "status", "count")
  SELECT "user_id", "status", count(*)::int FROM "quote_requests" GROUP BY "user_id", "status";
