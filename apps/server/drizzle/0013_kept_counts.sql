-- No counted row may be written between the figures' backfill below and their triggers.
LOCK TABLE "user", "quote_requests", "quotes", "admin_messages", "payments" IN SHARE ROW EXCLUSIVE MODE;--> statement-breakpoint
CREATE TABLE "kept_counts" (
	"figure" text NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "kept_counts_figure_slot_pk" PRIMARY KEY("figure","slot")
);
--> statement-breakpoint
CREATE TABLE "kept_daily" (
	"figure" text NOT NULL,
	"day" date NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "kept_daily_figure_day_slot_pk" PRIMARY KEY("figure","day","slot")
);
--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "rejection_signals" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "quote_requests_responded_idx" ON "quote_requests" USING btree ("created_at","first_quoted_at") WHERE first_quoted_at IS NOT NULL;
--> statement-breakpoint
-- The figures are kept by STATEMENT-level triggers: each statement's rows (its transition
-- tables) are grouped once, and each figure touched gets one upsert, so a statement costs the
-- same per row whether it writes one row or a million. Rows that an UPDATE left unchanged
-- cancel out: their old row counts -1 and their new row +1 under the same key, and keys whose
-- sum is 0 are not written. Upserts go in key order, so two statements never lock the same two
-- figures in opposite orders. Each writer adds to one of 8 slots of a figure (its backend's),
-- so concurrent writers rarely wait on the same row; readers sum the slots.
--
-- The change set of a statement: `cols` of the rows of `o` (the old rows, -1) and `n` (the new
-- rows, +1) that match `counted`, both read under the alias r.
CREATE FUNCTION "kept_changes"(op text, cols text, counted text) RETURNS text
LANGUAGE sql IMMUTABLE AS $$
  SELECT concat_ws(' UNION ALL ',
    CASE WHEN op IN ('UPDATE', 'DELETE') THEN format('SELECT %s, -1 FROM o r WHERE %s', cols, counted) END,
    CASE WHEN op IN ('INSERT', 'UPDATE') THEN format('SELECT %s, 1 FROM n r WHERE %s', cols, counted) END)
$$;--> statement-breakpoint
CREATE FUNCTION "kept_slot"() RETURNS smallint LANGUAGE sql STABLE AS $$
  SELECT (pg_backend_pid() % 8)::smallint
$$;--> statement-breakpoint
-- Requests by status and rejection, each customer's requests by status (as migration 0010
-- kept them), and per London day of creation: requests created, and of those first quoted,
-- how many and their response times in microseconds. A customer's count is only lowered
-- where its row exists: a customer being deleted takes their rows with them.
CREATE FUNCTION "quote_requests_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Static statements, one per event (their plans are kept for the session): every quote
  -- submission and status change runs one.
  IF TG_OP = 'INSERT' THEN
WITH c (user_id, status, rejected, day, micros, d) AS MATERIALIZED (
  SELECT r.user_id, r.status, r.rejection_signals > 0, (r.created_at AT TIME ZONE 'Europe/London')::date,
      (extract(epoch FROM r.first_quoted_at - r.created_at) * 1000000)::bigint, 1 FROM n r
),
figures AS (
  INSERT INTO kept_counts (figure, slot, n)
  SELECT 'requests:' || status || ':' || rejected::int, kept_slot(), sum(d) FROM c
  GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
  ON CONFLICT (figure, slot) DO UPDATE SET n = kept_counts.n + excluded.n
),
daily AS (
  INSERT INTO kept_daily (figure, day, slot, n)
  SELECT f.figure, c.day, kept_slot(), sum(f.n) FROM c CROSS JOIN LATERAL (VALUES
      ('requests:created', c.d),
      ('responses:count', CASE WHEN c.micros IS NOT NULL THEN c.d END),
      ('responses:micros', c.d * c.micros)) f (figure, n)
  WHERE f.n IS NOT NULL
  GROUP BY 1, 2 HAVING sum(f.n) <> 0 ORDER BY 1, 2
  ON CONFLICT (figure, day, slot) DO UPDATE SET n = kept_daily.n + excluded.n
)
INSERT INTO customer_request_counts (user_id, status, count)
SELECT x.user_id, x.status, x.n FROM (
  SELECT user_id, status, sum(d)::int AS n FROM c GROUP BY 1, 2 HAVING sum(d) <> 0
) x
WHERE x.n > 0 OR EXISTS (SELECT 1 FROM customer_request_counts k
  WHERE k.user_id = x.user_id AND k.status = x.status)
ORDER BY 1, 2
ON CONFLICT (user_id, status) DO UPDATE
  SET count = customer_request_counts.count + excluded.count;
  ELSIF TG_OP = 'DELETE' THEN
WITH c (user_id, status, rejected, day, micros, d) AS MATERIALIZED (
  SELECT r.user_id, r.status, r.rejection_signals > 0, (r.created_at AT TIME ZONE 'Europe/London')::date,
      (extract(epoch FROM r.first_quoted_at - r.created_at) * 1000000)::bigint, -1 FROM o r
),
figures AS (
  INSERT INTO kept_counts (figure, slot, n)
  SELECT 'requests:' || status || ':' || rejected::int, kept_slot(), sum(d) FROM c
  GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
  ON CONFLICT (figure, slot) DO UPDATE SET n = kept_counts.n + excluded.n
),
daily AS (
  INSERT INTO kept_daily (figure, day, slot, n)
  SELECT f.figure, c.day, kept_slot(), sum(f.n) FROM c CROSS JOIN LATERAL (VALUES
      ('requests:created', c.d),
      ('responses:count', CASE WHEN c.micros IS NOT NULL THEN c.d END),
      ('responses:micros', c.d * c.micros)) f (figure, n)
  WHERE f.n IS NOT NULL
  GROUP BY 1, 2 HAVING sum(f.n) <> 0 ORDER BY 1, 2
  ON CONFLICT (figure, day, slot) DO UPDATE SET n = kept_daily.n + excluded.n
)
INSERT INTO customer_request_counts (user_id, status, count)
SELECT x.user_id, x.status, x.n FROM (
  SELECT user_id, status, sum(d)::int AS n FROM c GROUP BY 1, 2 HAVING sum(d) <> 0
) x
WHERE x.n > 0 OR EXISTS (SELECT 1 FROM customer_request_counts k
  WHERE k.user_id = x.user_id AND k.status = x.status)
ORDER BY 1, 2
ON CONFLICT (user_id, status) DO UPDATE
  SET count = customer_request_counts.count + excluded.count;
  ELSE
WITH c (user_id, status, rejected, day, micros, d) AS MATERIALIZED (
  SELECT r.user_id, r.status, r.rejection_signals > 0, (r.created_at AT TIME ZONE 'Europe/London')::date,
      (extract(epoch FROM r.first_quoted_at - r.created_at) * 1000000)::bigint, -1 FROM o r
  UNION ALL SELECT r.user_id, r.status, r.rejection_signals > 0, (r.created_at AT TIME ZONE 'Europe/London')::date,
      (extract(epoch FROM r.first_quoted_at - r.created_at) * 1000000)::bigint, 1 FROM n r
),
figures AS (
  INSERT INTO kept_counts (figure, slot, n)
  SELECT 'requests:' || status || ':' || rejected::int, kept_slot(), sum(d) FROM c
  GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1
  ON CONFLICT (figure, slot) DO UPDATE SET n = kept_counts.n + excluded.n
),
daily AS (
  INSERT INTO kept_daily (figure, day, slot, n)
  SELECT f.figure, c.day, kept_slot(), sum(f.n) FROM c CROSS JOIN LATERAL (VALUES
      ('requests:created', c.d),
      ('responses:count', CASE WHEN c.micros IS NOT NULL THEN c.d END),
      ('responses:micros', c.d * c.micros)) f (figure, n)
  WHERE f.n IS NOT NULL
  GROUP BY 1, 2 HAVING sum(f.n) <> 0 ORDER BY 1, 2
  ON CONFLICT (figure, day, slot) DO UPDATE SET n = kept_daily.n + excluded.n
)
INSERT INTO customer_request_counts (user_id, status, count)
SELECT x.user_id, x.status, x.n FROM (
  SELECT user_id, status, sum(d)::int AS n FROM c GROUP BY 1, 2 HAVING sum(d) <> 0
) x
WHERE x.n > 0 OR EXISTS (SELECT 1 FROM customer_request_counts k
  WHERE k.user_id = x.user_id AND k.status = x.status)
ORDER BY 1, 2
ON CONFLICT (user_id, status) DO UPDATE
  SET count = customer_request_counts.count + excluded.count;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A request's rejection signals (apps/server/src/db/rejection-feedback.ts is the same rule on
-- messages) move its row between the rejected and not rejected figures; updating the row
-- locks it, so a concurrent status change reads the new count.
-- (The statement is built here but run by the trigger function: only it sees the transition
-- tables.)
CREATE FUNCTION "kept_rejection_signals"(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
UPDATE quote_requests r SET rejection_signals = r.rejection_signals + x.n
FROM (SELECT id, sum(d) AS n FROM (%s) c (id, d) GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1) x
WHERE r.id = x.id
$q$, changes)
$$;--> statement-breakpoint
CREATE FUNCTION "quotes_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := kept_changes(TG_OP, 'r.quote_request_id', 'r.status = ''rejected''');
BEGIN
  EXECUTE format($q$
INSERT INTO kept_counts (figure, slot, n)
SELECT 'quotes:rejected', kept_slot(), sum(d) FROM (%s) c (id, d) HAVING sum(d) <> 0
ON CONFLICT (figure, slot) DO UPDATE SET n = kept_counts.n + excluded.n
$q$, changes);
  EXECUTE kept_rejection_signals(changes);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "admin_messages_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE kept_rejection_signals(kept_changes(TG_OP, 'r.quote_request_id',
    '(r.kind = ''rejection_feedback'' OR r.subject ILIKE ''%reject%'' OR r.subject ILIKE ''%decline%'''
    || ' OR r.message ILIKE ''%reject%'' OR r.message ILIKE ''%decline%'')'));
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- Completed payments' pence, in all and per London day of completion.
CREATE FUNCTION "payments_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
WITH c (day, pence) AS MATERIALIZED (
  SELECT day, pence * d FROM (%s) s (day, pence, d)
),
figures AS (
  INSERT INTO kept_counts (figure, slot, n)
  SELECT 'revenue', kept_slot(), sum(pence) FROM c HAVING sum(pence) <> 0
  ON CONFLICT (figure, slot) DO UPDATE SET n = kept_counts.n + excluded.n
)
INSERT INTO kept_daily (figure, day, slot, n)
SELECT 'revenue', day, kept_slot(), sum(pence) FROM c GROUP BY 2 HAVING sum(pence) <> 0 ORDER BY 2
ON CONFLICT (figure, day, slot) DO UPDATE SET n = kept_daily.n + excluded.n
$q$, kept_changes(TG_OP,
    '(r.completed_at AT TIME ZONE ''Europe/London'')::date, r.amount_pence::bigint',
    'r.status = ''completed'''));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "user_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format($q$
INSERT INTO kept_counts (figure, slot, n)
SELECT 'customers', kept_slot(), sum(d) FROM (%s) c (role, d) HAVING sum(d) <> 0
ON CONFLICT (figure, slot) DO UPDATE SET n = kept_counts.n + excluded.n
$q$, kept_changes(TG_OP, 'r.role', 'r.role = ''customer'''));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Every figure counted afresh: the backfill below, and after a TRUNCATE (which no row-change
-- trigger sees).
CREATE FUNCTION "kept_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE quote_requests r SET rejection_signals = coalesce(x.n, 0)
  FROM quote_requests r2 LEFT JOIN (
    SELECT id, count(*)::int AS n FROM (
      SELECT quote_request_id FROM quotes WHERE status = 'rejected'
      UNION ALL
      SELECT quote_request_id FROM admin_messages m WHERE (m.kind = 'rejection_feedback'
        OR m.subject ILIKE '%reject%' OR m.subject ILIKE '%decline%'
        OR m.message ILIKE '%reject%' OR m.message ILIKE '%decline%')
    ) s (id) GROUP BY 1
  ) x ON x.id = r2.id
  WHERE r.id = r2.id AND r.rejection_signals <> coalesce(x.n, 0);
  DELETE FROM kept_counts;
  DELETE FROM kept_daily;
  DELETE FROM customer_request_counts;
  INSERT INTO kept_counts (figure, slot, n)
  SELECT 'requests:' || status || ':' || (rejection_signals > 0)::int, 0, count(*)
    FROM quote_requests GROUP BY 1
  UNION ALL SELECT 'customers', 0, count(*) FROM "user" WHERE role = 'customer'
  UNION ALL SELECT 'quotes:rejected', 0, count(*) FROM quotes WHERE status = 'rejected'
  UNION ALL SELECT 'revenue', 0, coalesce(sum(amount_pence), 0) FROM payments
    WHERE status = 'completed';
  INSERT INTO kept_daily (figure, day, slot, n)
  SELECT f.figure, r.day, 0, sum(f.n) FROM (
    SELECT (created_at AT TIME ZONE 'Europe/London')::date AS day,
      (extract(epoch FROM first_quoted_at - created_at) * 1000000)::bigint AS micros
    FROM quote_requests
  ) r CROSS JOIN LATERAL (VALUES
      ('requests:created', 1::bigint),
      ('responses:count', CASE WHEN r.micros IS NOT NULL THEN 1 END),
      ('responses:micros', r.micros)) f (figure, n)
  WHERE f.n IS NOT NULL GROUP BY 1, 2
  UNION ALL
  SELECT 'revenue', (completed_at AT TIME ZONE 'Europe/London')::date, 0, sum(amount_pence)
    FROM payments WHERE status = 'completed' GROUP BY 2;
  INSERT INTO customer_request_counts (user_id, status, count)
  SELECT user_id, status, count(*)::int FROM quote_requests GROUP BY 1, 2;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "kept_counts_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM kept_counts_rebuild();
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER "quote_requests_keep_counts" ON "quote_requests";--> statement-breakpoint
DROP TRIGGER "quote_requests_keep_counts_on_change" ON "quote_requests";--> statement-breakpoint
DROP FUNCTION "customer_request_counts_keep"();--> statement-breakpoint
SELECT kept_counts_rebuild();
--> statement-breakpoint
CREATE TRIGGER "quote_requests_kept_on_insert" AFTER INSERT ON "quote_requests" REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION "quote_requests_keep"();--> statement-breakpoint
CREATE TRIGGER "quote_requests_kept_on_update" AFTER UPDATE ON "quote_requests" REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION "quote_requests_keep"();--> statement-breakpoint
CREATE TRIGGER "quote_requests_kept_on_delete" AFTER DELETE ON "quote_requests" REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION "quote_requests_keep"();--> statement-breakpoint
CREATE TRIGGER "quote_requests_kept_on_truncate" AFTER TRUNCATE ON "quote_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_truncated"();
--> statement-breakpoint
CREATE TRIGGER "quotes_kept_on_insert" AFTER INSERT ON "quotes" REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION "quotes_keep"();--> statement-breakpoint
CREATE TRIGGER "quotes_kept_on_update" AFTER UPDATE ON "quotes" REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION "quotes_keep"();--> statement-breakpoint
CREATE TRIGGER "quotes_kept_on_delete" AFTER DELETE ON "quotes" REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION "quotes_keep"();--> statement-breakpoint
CREATE TRIGGER "quotes_kept_on_truncate" AFTER TRUNCATE ON "quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_truncated"();
--> statement-breakpoint
CREATE TRIGGER "admin_messages_kept_on_insert" AFTER INSERT ON "admin_messages" REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_messages_keep"();--> statement-breakpoint
CREATE TRIGGER "admin_messages_kept_on_update" AFTER UPDATE ON "admin_messages" REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_messages_keep"();--> statement-breakpoint
CREATE TRIGGER "admin_messages_kept_on_delete" AFTER DELETE ON "admin_messages" REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_messages_keep"();--> statement-breakpoint
CREATE TRIGGER "admin_messages_kept_on_truncate" AFTER TRUNCATE ON "admin_messages"
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_truncated"();
--> statement-breakpoint
CREATE TRIGGER "payments_kept_on_insert" AFTER INSERT ON "payments" REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION "payments_keep"();--> statement-breakpoint
CREATE TRIGGER "payments_kept_on_update" AFTER UPDATE ON "payments" REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION "payments_keep"();--> statement-breakpoint
CREATE TRIGGER "payments_kept_on_delete" AFTER DELETE ON "payments" REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION "payments_keep"();--> statement-breakpoint
CREATE TRIGGER "payments_kept_on_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_truncated"();
--> statement-breakpoint
CREATE TRIGGER "user_kept_on_insert" AFTER INSERT ON "user" REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION "user_keep"();--> statement-breakpoint
CREATE TRIGGER "user_kept_on_update" AFTER UPDATE ON "user" REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION "user_keep"();--> statement-breakpoint
CREATE TRIGGER "user_kept_on_delete" AFTER DELETE ON "user" REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION "user_keep"();--> statement-breakpoint
CREATE TRIGGER "user_kept_on_truncate" AFTER TRUNCATE ON "user"
  FOR EACH STATEMENT EXECUTE FUNCTION "kept_counts_truncated"();
