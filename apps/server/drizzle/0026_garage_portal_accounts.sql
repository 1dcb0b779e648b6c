CREATE TABLE "garage_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"garage_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garage_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "garage_invitations_email_check" CHECK ("garage_invitations"."email" = lower("garage_invitations"."email"))
);
--> statement-breakpoint
CREATE TABLE "garage_users" (
	"user_id" text PRIMARY KEY NOT NULL,
	"garage_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user" DROP CONSTRAINT "user_role_check";--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_template_check";--> statement-breakpoint
ALTER TABLE "garage_invitations" ADD CONSTRAINT "garage_invitations_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_invitations" ADD CONSTRAINT "garage_invitations_invited_by_user_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_users" ADD CONSTRAINT "garage_users_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_users" ADD CONSTRAINT "garage_users_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garage_invitations_open_idx" ON "garage_invitations" USING btree ("garage_id","email") WHERE "garage_invitations"."used_at" IS NULL AND "garage_invitations"."withdrawn_at" IS NULL;--> statement-breakpoint
CREATE INDEX "garage_users_garage_id_idx" ON "garage_users" USING btree ("garage_id");--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_check" CHECK ("user"."role" IN ('customer', 'admin', 'super_admin', 'garage'));--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_template_check" CHECK ("email_outbox"."template" IN ('quote-submitted', 'admin-reply', 'quote-decision', 'welcome', 'payment-success', 'password-reset', 'email-confirmation', 'email-change', 'email-changed', 'staff-new-request', 'staff-quote-rejected', 'staff-customer-reply', 'support-response', 'appointment-confirmation', 'mot-reminder', 'appointment-cancellation', 'garage-invitation'));