CREATE TABLE "reward_balances" (
	"user_id" text PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reward_balances" ADD CONSTRAINT "reward_balances_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each account's balance and entries, kept per statement from the ledger's transition tables
-- (as notification_counts, migration 0044). An account being deleted takes its row and its
-- ledger with it: a change for an account no longer there is not written back.
CREATE FUNCTION "reward_transactions_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
INSERT INTO reward_balances (user_id, balance, entries)
SELECT x.user_id, x.balance, x.entries FROM (
  SELECT user_id, sum(points)::int AS balance, count(*)::int AS entries FROM n GROUP BY 1
) x
WHERE EXISTS (SELECT 1 FROM "user" u WHERE u.id = x.user_id)
ORDER BY 1
ON CONFLICT (user_id) DO UPDATE SET balance = reward_balances.balance + excluded.balance,
  entries = reward_balances.entries + excluded.entries;
  ELSIF TG_OP = 'DELETE' THEN
UPDATE reward_balances k SET balance = k.balance - x.balance, entries = k.entries - x.entries
FROM (
  SELECT user_id, sum(points)::int AS balance, count(*)::int AS entries FROM o GROUP BY 1 ORDER BY 1
) x
WHERE k.user_id = x.user_id;
  ELSE
WITH c (user_id, balance, entries) AS (
  SELECT user_id, -points, -1 FROM o
  UNION ALL SELECT user_id, points, 1 FROM n
)
INSERT INTO reward_balances (user_id, balance, entries)
SELECT x.user_id, x.balance, x.entries FROM (
  SELECT user_id, sum(balance)::int AS balance, sum(entries)::int AS entries FROM c GROUP BY 1
  HAVING sum(balance) <> 0 OR sum(entries) <> 0
) x
WHERE EXISTS (SELECT 1 FROM "user" u WHERE u.id = x.user_id)
ORDER BY 1
ON CONFLICT (user_id) DO UPDATE SET balance = reward_balances.balance + excluded.balance,
  entries = reward_balances.entries + excluded.entries;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reward_transactions_kept_on_insert" AFTER INSERT ON "reward_transactions" REFERENCING NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION reward_transactions_keep();--> statement-breakpoint
CREATE TRIGGER "reward_transactions_kept_on_update" AFTER UPDATE ON "reward_transactions" REFERENCING OLD TABLE AS o NEW TABLE AS n
  FOR EACH STATEMENT EXECUTE FUNCTION reward_transactions_keep();--> statement-breakpoint
CREATE TRIGGER "reward_transactions_kept_on_delete" AFTER DELETE ON "reward_transactions" REFERENCING OLD TABLE AS o
  FOR EACH STATEMENT EXECUTE FUNCTION reward_transactions_keep();--> statement-breakpoint
CREATE FUNCTION "reward_transactions_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM reward_balances;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reward_transactions_kept_on_truncate" AFTER TRUNCATE ON "reward_transactions"
  FOR EACH STATEMENT EXECUTE FUNCTION reward_transactions_truncated();--> statement-breakpoint
INSERT INTO reward_balances (user_id, balance, entries)
SELECT user_id, sum(points)::int, count(*)::int FROM reward_transactions GROUP BY 1 ORDER BY 1;
