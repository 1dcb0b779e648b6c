CREATE TABLE "support_ticket_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"author_user_id" text,
	"author_email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_ticket_messages_kind_check" CHECK ("support_ticket_messages"."kind" IN ('reply', 'rejection_feedback', 'contact', 'response'))
);
--> statement-breakpoint
DROP INDEX "support_tickets_user_id_idx";--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_messages" ADD CONSTRAINT "support_ticket_messages_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_ticket_messages_ticket_id_created_at_id_idx" ON "support_ticket_messages" USING btree ("ticket_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_ticket_messages_author_user_id_idx" ON "support_ticket_messages" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "support_tickets_user_id_updated_at_id_idx" ON "support_tickets" USING btree ("user_id","updated_at","id");--> statement-breakpoint
-- Every ticket's one message becomes the first row of its thread, and its staff responses the
-- rows after it. The message was last written when the ticket was opened or, if a later message
-- overwrote it, at the last update that no response explains: then at updated_at.
INSERT INTO "support_ticket_messages" ("ticket_id", "kind", "author_user_id", "author_email", "subject", "message", "created_at")
SELECT t.id, t.source, t.user_id, t.customer_email, t.subject, t.message,
  CASE WHEN t.updated_at > coalesce(
    (SELECT max(r.created_at) FROM support_ticket_responses r WHERE r.ticket_id = t.id), t.created_at)
  THEN t.updated_at ELSE t.created_at END
FROM support_tickets t;--> statement-breakpoint
INSERT INTO "support_ticket_messages" ("id", "ticket_id", "kind", "author_user_id", "author_email", "message", "created_at")
SELECT r.id, r.ticket_id, 'response', r.admin_user_id, r.admin_email, r.message, r.created_at
FROM support_ticket_responses r;--> statement-breakpoint
-- The last activity is the newest row's time.
UPDATE support_tickets t SET updated_at = m.newest
FROM (SELECT ticket_id, max(created_at) AS newest FROM support_ticket_messages GROUP BY ticket_id) m
WHERE m.ticket_id = t.id AND t.updated_at <> m.newest;--> statement-breakpoint
ALTER TABLE "support_tickets" DROP COLUMN "message";--> statement-breakpoint
DROP TABLE "support_ticket_responses" CASCADE;