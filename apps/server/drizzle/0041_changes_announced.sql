-- Pushed updates (issue 33, decision 064): every statement that changes what a staff screen or
-- a customer's dashboard shows tells the server processes so, through NOTIFY on one channel,
-- and each process tells its open streams (GET /api/events, GET /api/admin/events). A notice is
-- "<audience>|<topic>": the audience is `staff`, `user:<id>` (that customer) or `everyone`; the
-- topic names what changed (`requests`, `quotes`, `messages`, ...). Nothing else is sent: the
-- screens read the data again through their own routes, which check who may see it.
--
-- The triggers are statement-level, as the kept counts' are (decision 024): a statement's rows
-- are read once from its transition table, and one notice goes to each customer it touched.
-- PostgreSQL sends a transaction's notices when it commits (none when it rolls back) and sends
-- identical ones once. A statement touching more than 100 customers (a backfill, an erasure
-- run) tells everyone at once instead of each.
CREATE FUNCTION "changes_announce"(topic text, to_staff boolean, users text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF to_staff THEN
    PERFORM pg_notify('automobi_changes', 'staff|' || topic);
  END IF;
  IF cardinality(users) > 100 THEN
    PERFORM pg_notify('automobi_changes', 'everyone|' || topic);
  ELSE
    PERFORM pg_notify('automobi_changes', 'user:' || u || '|' || topic)
      FROM unnest(users) AS u WHERE u IS NOT NULL;
  END IF;
END $$;
--> statement-breakpoint
-- A table whose rows name their customer in `user_id`.
CREATE FUNCTION "changes_of_user_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "changes_announce"(TG_ARGV[0], TG_ARGV[1]::boolean,
      ARRAY(SELECT DISTINCT o.user_id FROM o));
  ELSE
    PERFORM "changes_announce"(TG_ARGV[0], TG_ARGV[1]::boolean,
      ARRAY(SELECT DISTINCT n.user_id FROM n));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A table whose rows belong to a request (`quote_request_id`): its customer is the request's.
CREATE FUNCTION "changes_of_request_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "changes_announce"(TG_ARGV[0], TG_ARGV[1]::boolean,
      ARRAY(SELECT DISTINCT r.user_id FROM o JOIN quote_requests r ON r.id = o.quote_request_id));
  ELSE
    PERFORM "changes_announce"(TG_ARGV[0], TG_ARGV[1]::boolean,
      ARRAY(SELECT DISTINCT r.user_id FROM n JOIN quote_requests r ON r.id = n.quote_request_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A support ticket's messages: the customer is the ticket's.
CREATE FUNCTION "changes_of_ticket_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM "changes_announce"('tickets', true,
      ARRAY(SELECT DISTINCT t.user_id FROM o JOIN support_tickets t ON t.id = o.ticket_id));
  ELSE
    PERFORM "changes_announce"('tickets', true,
      ARRAY(SELECT DISTINCT t.user_id FROM n JOIN support_tickets t ON t.id = n.ticket_id));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "quote_requests_announced_on_insert" AFTER INSERT ON "quote_requests"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('requests', 'true');--> statement-breakpoint
CREATE TRIGGER "quote_requests_announced_on_update" AFTER UPDATE ON "quote_requests"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('requests', 'true');--> statement-breakpoint
CREATE TRIGGER "quote_requests_announced_on_delete" AFTER DELETE ON "quote_requests"
  REFERENCING OLD TABLE AS o FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('requests', 'true');--> statement-breakpoint
CREATE TRIGGER "quotes_announced_on_insert" AFTER INSERT ON "quotes"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_request_rows"('quotes', 'true');--> statement-breakpoint
CREATE TRIGGER "quotes_announced_on_update" AFTER UPDATE ON "quotes"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_request_rows"('quotes', 'true');--> statement-breakpoint
CREATE TRIGGER "quotes_announced_on_delete" AFTER DELETE ON "quotes"
  REFERENCING OLD TABLE AS o FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_request_rows"('quotes', 'true');--> statement-breakpoint
CREATE TRIGGER "admin_messages_announced_on_insert" AFTER INSERT ON "admin_messages"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_request_rows"('messages', 'true');--> statement-breakpoint
CREATE TRIGGER "admin_messages_announced_on_update" AFTER UPDATE ON "admin_messages"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_request_rows"('messages', 'true');--> statement-breakpoint
CREATE TRIGGER "customer_replies_announced_on_insert" AFTER INSERT ON "customer_replies"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('messages', 'true');--> statement-breakpoint
CREATE TRIGGER "customer_replies_announced_on_update" AFTER UPDATE ON "customer_replies"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('messages', 'true');--> statement-breakpoint
CREATE TRIGGER "notifications_announced_on_insert" AFTER INSERT ON "notifications"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('notifications', 'false');--> statement-breakpoint
CREATE TRIGGER "notifications_announced_on_update" AFTER UPDATE ON "notifications"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('notifications', 'false');--> statement-breakpoint
CREATE TRIGGER "payments_announced_on_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('payments', 'true');--> statement-breakpoint
CREATE TRIGGER "payments_announced_on_update" AFTER UPDATE ON "payments"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('payments', 'true');--> statement-breakpoint
CREATE TRIGGER "reward_transactions_announced_on_insert" AFTER INSERT ON "reward_transactions"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('rewards', 'false');--> statement-breakpoint
CREATE TRIGGER "appointments_announced_on_insert" AFTER INSERT ON "appointments"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('appointments', 'true');--> statement-breakpoint
CREATE TRIGGER "appointments_announced_on_update" AFTER UPDATE ON "appointments"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('appointments', 'true');--> statement-breakpoint
CREATE TRIGGER "appointments_announced_on_delete" AFTER DELETE ON "appointments"
  REFERENCING OLD TABLE AS o FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('appointments', 'true');--> statement-breakpoint
CREATE TRIGGER "support_tickets_announced_on_insert" AFTER INSERT ON "support_tickets"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('tickets', 'true');--> statement-breakpoint
CREATE TRIGGER "support_tickets_announced_on_update" AFTER UPDATE ON "support_tickets"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_user_rows"('tickets', 'true');--> statement-breakpoint
CREATE TRIGGER "support_ticket_messages_announced_on_insert" AFTER INSERT ON "support_ticket_messages"
  REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION "changes_of_ticket_messages"();
