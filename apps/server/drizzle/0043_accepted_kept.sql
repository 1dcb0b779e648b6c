ALTER TABLE "quote_requests" ADD COLUMN "accepted_quotes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The portal's conversion rate (decision 035) counts, per London day of creation, the requests
-- first quoted that have an accepted quote: kept like the response times (migration 0013), so
-- that reading a month costs the same at any size. A request's accepted quotes are kept on its
-- row, as its rejection signals are, so that the figure moves with the row's own changes
-- (including its deletion, which takes its quotes with it).
CREATE FUNCTION "kept_accepted_quotes"(changes text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format($q$
UPDATE quote_requests r SET accepted_quotes = r.accepted_quotes + x.n
FROM (SELECT id, sum(d) AS n FROM (%s) c (id, d) GROUP BY 1 HAVING sum(d) <> 0 ORDER BY 1) x
WHERE r.id = x.id
$q$, changes)
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "quotes_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changes text := kept_changes(TG_OP, 'r.quote_request_id', 'r.status = ''rejected''');
BEGIN
  EXECUTE format($q$
INSERT INTO kept_counts (figure, slot, n)
SELECT 'quotes:rejected', kept_slot(), sum(d) FROM (%s) c (id, d) HAVING sum(d) <> 0
ON CONFLICT (figure, slot) DO UPDATE SET n = kept_counts.n + excluded.n
$q$, changes);
  EXECUTE kept_rejection_signals(changes);
  EXECUTE kept_accepted_quotes(kept_changes(TG_OP, 'r.quote_request_id', 'r.status = ''accepted'''));
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "quote_requests_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Static statements, one per event (their plans are kept for the session): every quote
  -- submission and status change runs one.
  IF TG_OP = 'INSERT' THEN
WITH c (user_id, status, rejected, accepted, day, micros, d) AS MATERIALIZED (
  SELECT r.user_id, r.status, r.rejection_signals > 0, r.accepted_quotes > 0, (r.created_at AT TIME ZONE 'Europe/London')::date,
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
      ('responses:micros', c.d * c.micros),
      ('accepted:count', CASE WHEN c.micros IS NOT NULL AND c.accepted THEN c.d END)) f (figure, n)
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
WITH c (user_id, status, rejected, accepted, day, micros, d) AS MATERIALIZED (
  SELECT r.user_id, r.status, r.rejection_signals > 0, r.accepted_quotes > 0, (r.created_at AT TIME ZONE 'Europe/London')::date,
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
      ('responses:micros', c.d * c.micros),
      ('accepted:count', CASE WHEN c.micros IS NOT NULL AND c.accepted THEN c.d END)) f (figure, n)
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
WITH c (user_id, status, rejected, accepted, day, micros, d) AS MATERIALIZED (
  SELECT r.user_id, r.status, r.rejection_signals > 0, r.accepted_quotes > 0, (r.created_at AT TIME ZONE 'Europe/London')::date,
      (extract(epoch FROM r.first_quoted_at - r.created_at) * 1000000)::bigint, -1 FROM o r
  UNION ALL SELECT r.user_id, r.status, r.rejection_signals > 0, r.accepted_quotes > 0, (r.created_at AT TIME ZONE 'Europe/London')::date,
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
      ('responses:micros', c.d * c.micros),
      ('accepted:count', CASE WHEN c.micros IS NOT NULL AND c.accepted THEN c.d END)) f (figure, n)
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
CREATE OR REPLACE FUNCTION "kept_counts_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
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
  UPDATE quote_requests r SET accepted_quotes = coalesce(x.n, 0)
  FROM quote_requests r2 LEFT JOIN (
    SELECT quote_request_id AS id, count(*)::int AS n FROM quotes WHERE status = 'accepted' GROUP BY 1
  ) x ON x.id = r2.id
  WHERE r.id = r2.id AND r.accepted_quotes <> coalesce(x.n, 0);
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
      (extract(epoch FROM first_quoted_at - created_at) * 1000000)::bigint AS micros,
      accepted_quotes > 0 AS accepted
    FROM quote_requests
  ) r CROSS JOIN LATERAL (VALUES
      ('requests:created', 1::bigint),
      ('responses:count', CASE WHEN r.micros IS NOT NULL THEN 1 END),
      ('responses:micros', r.micros),
      ('accepted:count', CASE WHEN r.micros IS NOT NULL AND r.accepted THEN 1 END)) f (figure, n)
  WHERE f.n IS NOT NULL GROUP BY 1, 2
  UNION ALL
  SELECT 'revenue', (completed_at AT TIME ZONE 'Europe/London')::date, 0, sum(amount_pence)
    FROM payments WHERE status = 'completed' GROUP BY 2;
  INSERT INTO customer_request_counts (user_id, status, count)
  SELECT user_id, status, count(*)::int FROM quote_requests GROUP BY 1, 2;
END;
$$;--> statement-breakpoint
-- The requests' accepted quotes as they are now, and their daily figure. The row triggers'
-- work is done here in one pass (an accepted quote is never news to anyone listening), so
-- those two triggers stand aside for this one statement.
ALTER TABLE "quote_requests" DISABLE TRIGGER "quote_requests_kept_on_update";--> statement-breakpoint
ALTER TABLE "quote_requests" DISABLE TRIGGER "quote_requests_announced_on_update";--> statement-breakpoint
UPDATE quote_requests r SET accepted_quotes = x.n
FROM (SELECT quote_request_id AS id, count(*)::int AS n FROM quotes WHERE status = 'accepted' GROUP BY 1) x
WHERE r.id = x.id AND r.accepted_quotes <> x.n;--> statement-breakpoint
ALTER TABLE "quote_requests" ENABLE TRIGGER "quote_requests_kept_on_update";--> statement-breakpoint
ALTER TABLE "quote_requests" ENABLE TRIGGER "quote_requests_announced_on_update";--> statement-breakpoint
INSERT INTO kept_daily (figure, day, slot, n)
SELECT 'accepted:count', (created_at AT TIME ZONE 'Europe/London')::date, 0, count(*)
FROM quote_requests WHERE first_quoted_at IS NOT NULL AND accepted_quotes > 0
GROUP BY 2 ORDER BY 2
ON CONFLICT (figure, day, slot) DO UPDATE SET n = kept_daily.n + excluded.n;
