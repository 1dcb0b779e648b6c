ALTER TABLE "quote_requests" ADD COLUMN "fee_paid" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- quote_requests.fee_paid says whether the request's owner has a completed payment for it
-- (decision 028): the customer's list reads it rather than probing payments for each row. It is
-- kept here, in the transaction of every change that can move it: a payment inserted, changed or
-- deleted, payments truncated, or the request given to another owner.
CREATE FUNCTION "fee_paid_refresh"(request_ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE quote_requests r SET fee_paid = x.paid
  FROM (
    SELECT q.id, EXISTS (
      SELECT 1 FROM payments p
      WHERE p.quote_request_id = q.id AND p.user_id = q.user_id AND p.status = 'completed'
    ) AS paid
    FROM quote_requests q WHERE q.id = ANY (request_ids)
  ) x
  WHERE r.id = x.id AND r.fee_paid <> x.paid
$$;--> statement-breakpoint
-- Only payments that are or were completed can move the flag. (Statement-level, like the kept
-- counts of migration 0013: a bulk insert of payments runs one update, not one per row.)
CREATE FUNCTION "payments_keep_fee_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE quote_requests SET fee_paid = false WHERE fee_paid;
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM fee_paid_refresh(ARRAY(
      SELECT DISTINCT quote_request_id FROM n WHERE status = 'completed' ORDER BY 1));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM fee_paid_refresh(ARRAY(
      SELECT quote_request_id FROM n WHERE status = 'completed'
      UNION SELECT quote_request_id FROM o WHERE status = 'completed' ORDER BY 1));
  ELSE
    PERFORM fee_paid_refresh(ARRAY(
      SELECT DISTINCT quote_request_id FROM o WHERE status = 'completed' ORDER BY 1));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payments_fee_paid_on_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION payments_keep_fee_paid();--> statement-breakpoint
CREATE TRIGGER "payments_fee_paid_on_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION payments_keep_fee_paid();--> statement-breakpoint
CREATE TRIGGER "payments_fee_paid_on_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION payments_keep_fee_paid();--> statement-breakpoint
CREATE TRIGGER "payments_fee_paid_on_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION payments_keep_fee_paid();--> statement-breakpoint
-- A request given to another owner is paid only if that owner paid for it.
CREATE FUNCTION "quote_requests_fee_paid_of_owner"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.fee_paid := EXISTS (
    SELECT 1 FROM payments p
    WHERE p.quote_request_id = NEW.id AND p.user_id = NEW.user_id AND p.status = 'completed'
  );
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quote_requests_fee_paid_on_owner_change" BEFORE UPDATE OF user_id ON "quote_requests"
  FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION quote_requests_fee_paid_of_owner();--> statement-breakpoint
UPDATE quote_requests r SET fee_paid = true
WHERE EXISTS (
  SELECT 1 FROM payments p
  WHERE p.quote_request_id = r.id AND p.user_id = r.user_id AND p.status = 'completed'
);
