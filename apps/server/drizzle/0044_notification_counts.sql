CREATE TABLE "notification_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_counts" ADD CONSTRAINT "notification_counts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each account's notifications and unread ones, kept per statement from its transition tables
-- (as migration 0013 keeps the requests' figures). An account being deleted takes its row and
-- its notifications with it: a change for an account no longer there is not written back.
CREATE FUNCTION "notifications_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
INSERT INTO notification_counts (user_id, total, unread)
SELECT x.user_id, x.total, x.unread FROM (
  SELECT user_id, count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
  FROM n GROUP BY 1
) x
WHERE EXISTS (SELECT 1 FROM "user" u WHERE u.id = x.user_id)
ORDER BY 1
ON CONFLICT (user_id) DO UPDATE SET total = notification_counts.total + excluded.total,
  unread = notification_counts.unread + excluded.unread;
  ELSIF TG_OP = 'DELETE' THEN
UPDATE notification_counts k SET total = k.total - x.total, unread = k.unread - x.unread
FROM (
  SELECT user_id, count(*)::int AS total, (count(*) FILTER (WHERE read_at IS NULL))::int AS unread
  FROM o GROUP BY 1 ORDER BY 1
) x
WHERE k.user_id = x.user_id;
  ELSE
WITH c (user_id, total, unread) AS (
  SELECT user_id, -1, CASE WHEN read_at IS NULL THEN -1 ELSE 0 END FROM o
  UNION ALL SELECT user_id, 1, CASE WHEN read_at IS NULL THEN 1 ELSE 0 END FROM n
)
INSERT INTO notification_counts (user_id, total, unread)
SELECT x.user_id, x.total, x.unread FROM (
  SELECT user_id, sum(total)::int AS total, sum(unread)::int AS unread FROM c GROUP BY 1
  HAVING sum(total) <> 0 OR sum(unread) <> 0
) x
WHERE EXISTS (SELECT 1 FROM "user" u WHERE u.id = x.user_id)
ORDER BY 1
ON CONFLICT (user_id) DO UPDATE SET total = notification_counts.total + excluded.total,
  unread = notification_counts.unread + excluded.unread;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_kept_on_insert" AFTER INSERT ON "notifications" REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_keep();--> statement-breakpoint
CREATE TRIGGER "notifications_kept_on_update" AFTER UPDATE ON "notifications" REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_keep();--> statement-breakpoint
CREATE TRIGGER "notifications_kept_on_delete" AFTER DELETE ON "notifications" REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_keep();--> statement-breakpoint
CREATE FUNCTION "notifications_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM notification_counts;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_kept_on_truncate" AFTER TRUNCATE ON "notifications"
  FOR EACH STATEMENT EXECUTE FUNCTION notifications_truncated();--> statement-breakpoint
INSERT INTO notification_counts (user_id, total, unread)
SELECT user_id, count(*)::int, (count(*) FILTER (WHERE read_at IS NULL))::int
FROM notifications GROUP BY 1 ORDER BY 1;
