ALTER TABLE "payments" DROP CONSTRAINT "payments_status_check";--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "status_before_delete" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('pending', 'completed', 'failed', 'refund_due'));--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_status_before_delete_check" CHECK ("quote_requests"."status_before_delete" IN ('pending', 'processing', 'in_progress', 'in_review', 'quoted', 'accepted', 'completed', 'deleted'));--> statement-breakpoint
-- A deleted request remembers the status it had, whoever deleted it (staff, the customer, the
-- Customer Management delete): Restore puts it back there (decision 039). Leaving deleted
-- forgets it.
CREATE FUNCTION "quote_requests_keep_status_before_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'deleted' AND OLD.status <> 'deleted' THEN
    NEW.status_before_delete := OLD.status;
  ELSIF NEW.status <> 'deleted' THEN
    NEW.status_before_delete := NULL;
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quote_requests_status_before_delete" BEFORE UPDATE OF status ON "quote_requests"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION quote_requests_keep_status_before_delete();
--> statement-breakpoint
-- Requests deleted before this migration: the status their quotes and completion say they had.
UPDATE quote_requests r SET status_before_delete = CASE
  WHEN r.completed_at IS NOT NULL THEN 'completed'
  WHEN EXISTS (SELECT 1 FROM quotes q WHERE q.quote_request_id = r.id AND q.status = 'accepted') THEN 'accepted'
  WHEN EXISTS (SELECT 1 FROM quotes q WHERE q.quote_request_id = r.id AND q.status = 'pending') THEN 'quoted'
  WHEN EXISTS (SELECT 1 FROM quotes q WHERE q.quote_request_id = r.id) THEN 'in_review'
  ELSE 'pending' END
WHERE r.status = 'deleted';
