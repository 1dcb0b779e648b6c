CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"service_type" text NOT NULL,
	"scheduled_date" date NOT NULL,
	"scheduled_hour" smallint NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_service_type_check" CHECK ("appointments"."service_type" IN ('oil-service', 'mot-test', 'brake-service', 'tyre-change', 'engine-repair', 'transmission-repair', 'air-conditioning', 'battery-replacement', 'general-maintenance')),
	CONSTRAINT "appointments_status_check" CHECK ("appointments"."status" IN ('scheduled', 'cancelled', 'completed')),
	CONSTRAINT "appointments_scheduled_hour_check" CHECK ("appointments"."scheduled_hour" BETWEEN 9 AND 17)
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_user_id" text,
	"actor_email" text,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text,
	"details" jsonb,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limit_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	"impersonated_by" text,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"role" text DEFAULT 'customer' NOT NULL,
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	CONSTRAINT "user_email_unique" UNIQUE("email"),
	CONSTRAINT "user_role_check" CHECK ("user"."role" IN ('customer', 'admin', 'super_admin'))
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text,
	"last_name" text,
	"postcode" text,
	"mobile" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"registration" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"year" integer,
	"mot_due_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_user_id_registration_key" UNIQUE("user_id","registration"),
	CONSTRAINT "vehicles_id_user_id_key" UNIQUE("id","user_id"),
	CONSTRAINT "vehicles_registration_check" CHECK ("vehicles"."registration" ~ '^[A-Z0-9]{2,8}$'),
	CONSTRAINT "vehicles_year_check" CHECK ("vehicles"."year" IS NULL OR "vehicles"."year" BETWEEN 1886 AND 2100)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY("user_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "admin_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"admin_user_id" text,
	"admin_email" text NOT NULL,
	"customer_email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"kind" text DEFAULT 'admin_message' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_messages_kind_check" CHECK ("admin_messages"."kind" IN ('admin_message', 'rejection_feedback'))
);
--> statement-breakpoint
CREATE TABLE "customer_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_message_id" uuid NOT NULL,
	"user_id" text,
	"customer_email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"quote_request_id" uuid,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_kind_check" CHECK ("notifications"."kind" IN ('new_quote', 'new_message', 'payment_confirmed'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"template" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_outbox_message_id_unique" UNIQUE("message_id"),
	CONSTRAINT "email_outbox_template_check" CHECK ("email_outbox"."template" IN ('quote-submitted', 'admin-reply', 'quote-decision', 'welcome', 'payment-success', 'password-reset', 'email-confirmation', 'email-change', 'staff-new-request', 'support-response', 'appointment-confirmation')),
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" IN ('pending', 'sending', 'sent', 'failed')),
	CONSTRAINT "email_outbox_attempts_check" CHECK ("email_outbox"."attempts" >= 0 AND "email_outbox"."max_attempts" >= 1),
	CONSTRAINT "email_outbox_sent_at_check" CHECK ("email_outbox"."status" <> 'sent' OR "email_outbox"."sent_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"amount_pence" integer NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_session_key" UNIQUE("provider","provider_session_id"),
	CONSTRAINT "payments_provider_check" CHECK ("payments"."provider" IN ('stripe', 'test')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('pending', 'completed', 'failed')),
	CONSTRAINT "payments_amount_pence_check" CHECK ("payments"."amount_pence" >= 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" ~ '^[a-z]{3}$'),
	CONSTRAINT "payments_completed_at_check" CHECK ("payments"."status" <> 'completed' OR "payments"."completed_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"customer_email" text NOT NULL,
	"vehicle_registration" text NOT NULL,
	"vehicle_make" text NOT NULL,
	"vehicle_model" text NOT NULL,
	"vehicle_id" uuid,
	"service_type" text NOT NULL,
	"description" text NOT NULL,
	"damage_type" text,
	"budget_range" text NOT NULL,
	"parts_preference" text DEFAULT 'no-preference' NOT NULL,
	"postcode" text NOT NULL,
	"mobile" text NOT NULL,
	"phone_number" text,
	"travel_distance" text NOT NULL,
	"timeframe" text NOT NULL,
	"availability" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_editable" boolean DEFAULT true NOT NULL,
	"idempotency_key" text,
	"first_quoted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_requests_user_id_idempotency_key_key" UNIQUE("user_id","idempotency_key"),
	CONSTRAINT "quote_requests_status_check" CHECK ("quote_requests"."status" IN ('pending', 'processing', 'in_progress', 'in_review', 'quoted', 'accepted', 'completed', 'deleted')),
	CONSTRAINT "quote_requests_budget_range_check" CHECK ("quote_requests"."budget_range" IN ('under-100', '100-300', '300-500', '500-1000', '1000-plus')),
	CONSTRAINT "quote_requests_parts_preference_check" CHECK ("quote_requests"."parts_preference" IN ('new-parts', 'used-parts', 'no-preference')),
	CONSTRAINT "quote_requests_travel_distance_check" CHECK ("quote_requests"."travel_distance" IN ('5-miles', '10-miles', '20-miles', '50-miles', 'anywhere')),
	CONSTRAINT "quote_requests_timeframe_check" CHECK ("quote_requests"."timeframe" IN ('asap', 'this-week', 'next-week', 'this-month', 'flexible')),
	CONSTRAINT "quote_requests_service_type_check" CHECK (btrim("quote_requests"."service_type") <> ''),
	CONSTRAINT "quote_requests_completed_at_check" CHECK ("quote_requests"."status" <> 'completed' OR "quote_requests"."completed_at" IS NOT NULL),
	CONSTRAINT "quote_requests_deleted_at_check" CHECK ("quote_requests"."status" <> 'deleted' OR "quote_requests"."deleted_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "request_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"original_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_photos_content_type_check" CHECK ("request_photos"."content_type" IN ('image/jpeg', 'image/png', 'image/webp')),
	CONSTRAINT "request_photos_size_bytes_check" CHECK ("request_photos"."size_bytes" > 0 AND "request_photos"."size_bytes" <= 5242880 AND "request_photos"."size_bytes" = octet_length("request_photos"."data"))
);
--> statement-breakpoint
CREATE TABLE "garages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"contact_person" text,
	"specialties" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garages_email_unique" UNIQUE("email"),
	CONSTRAINT "garages_email_check" CHECK ("garages"."email" = lower("garages"."email"))
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_request_id" uuid NOT NULL,
	"garage_id" uuid NOT NULL,
	"price_pence" integer NOT NULL,
	"description" text NOT NULL,
	"estimated_duration" text NOT NULL,
	"warranty_info" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"rejection_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_id_quote_request_id_key" UNIQUE("id","quote_request_id"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" IN ('pending', 'accepted', 'rejected')),
	CONSTRAINT "quotes_price_pence_check" CHECK ("quotes"."price_pence" >= 0),
	CONSTRAINT "quotes_decided_at_check" CHECK ("quotes"."status" = 'pending' OR "quotes"."decided_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "reward_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"quote_request_id" uuid,
	"payment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_transactions_payment_id_key" UNIQUE("payment_id"),
	CONSTRAINT "reward_transactions_reason_check" CHECK ("reward_transactions"."reason" IN ('payment', 'redemption', 'adjustment')),
	CONSTRAINT "reward_transactions_points_check" CHECK ("reward_transactions"."points" <> 0),
	CONSTRAINT "reward_transactions_payment_check" CHECK (("reward_transactions"."reason" = 'payment') = ("reward_transactions"."payment_id" IS NOT NULL)),
	CONSTRAINT "reward_transactions_sign_check" CHECK (("reward_transactions"."reason" <> 'payment' OR "reward_transactions"."points" > 0) AND ("reward_transactions"."reason" <> 'redemption' OR "reward_transactions"."points" < 0))
);
--> statement-breakpoint
CREATE TABLE "setting_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"old_value" jsonb,
	"new_value" jsonb NOT NULL,
	"changed_by_user_id" text,
	"changed_by_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "setting_changes_key_check" CHECK ("setting_changes"."key" IN ('platform_name', 'payment_fee_pence', 'reward_points_per_payment', 'max_quote_response_hours'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_user_id" text,
	CONSTRAINT "settings_key_check" CHECK ("settings"."key" IN ('platform_name', 'payment_fee_pence', 'reward_points_per_payment', 'max_quote_response_hours'))
);
--> statement-breakpoint
CREATE TABLE "support_ticket_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"admin_user_id" text,
	"admin_email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"customer_email" text NOT NULL,
	"quote_request_id" uuid,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "support_tickets_status_check" CHECK ("support_tickets"."status" IN ('open', 'in_progress', 'closed')),
	CONSTRAINT "support_tickets_priority_check" CHECK ("support_tickets"."priority" IN ('high', 'medium', 'low')),
	CONSTRAINT "support_tickets_source_check" CHECK ("support_tickets"."source" IN ('reply', 'rejection_feedback', 'contact')),
	CONSTRAINT "support_tickets_closed_at_check" CHECK ("support_tickets"."status" <> 'closed' OR "support_tickets"."closed_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "vehicle_lookup_cache" (
	"registration" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"result" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_vehicle_owner_fk" FOREIGN KEY ("vehicle_id","user_id") REFERENCES "public"."vehicles"("id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_user_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_messages" ADD CONSTRAINT "admin_messages_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_messages" ADD CONSTRAINT "admin_messages_admin_user_id_user_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_replies" ADD CONSTRAINT "customer_replies_admin_message_id_admin_messages_id_fk" FOREIGN KEY ("admin_message_id") REFERENCES "public"."admin_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_replies" ADD CONSTRAINT "customer_replies_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_of_request_fk" FOREIGN KEY ("quote_id","quote_request_id") REFERENCES "public"."quotes"("id","quote_request_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_photos" ADD CONSTRAINT "request_photos_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_garage_id_garages_id_fk" FOREIGN KEY ("garage_id") REFERENCES "public"."garages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_transactions" ADD CONSTRAINT "reward_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_changed_by_user_id_user_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_user_id_user_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_responses" ADD CONSTRAINT "support_ticket_responses_ticket_id_support_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."support_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_ticket_responses" ADD CONSTRAINT "support_ticket_responses_admin_user_id_user_id_fk" FOREIGN KEY ("admin_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_quote_request_id_quote_requests_id_fk" FOREIGN KEY ("quote_request_id") REFERENCES "public"."quote_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_user_id_scheduled_date_idx" ON "appointments" USING btree ("user_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "appointments_scheduled_date_idx" ON "appointments" USING btree ("scheduled_date");--> statement-breakpoint
CREATE INDEX "appointments_vehicle_id_idx" ON "appointments" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "audit_log_created_at_idx" ON "audit_log" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_user_id_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "vehicles_user_id_created_at_idx" ON "vehicles" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "admin_messages_quote_request_id_sent_at_idx" ON "admin_messages" USING btree ("quote_request_id","sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_messages_customer_email_sent_at_idx" ON "admin_messages" USING btree ("customer_email","sent_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "admin_messages_admin_user_id_idx" ON "admin_messages" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "customer_replies_admin_message_id_created_at_idx" ON "customer_replies" USING btree ("admin_message_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_replies_user_id_idx" ON "customer_replies" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_unread_user_id_idx" ON "notifications" USING btree ("user_id") WHERE read_at IS NULL;--> statement-breakpoint
CREATE INDEX "notifications_quote_request_id_idx" ON "notifications" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "email_outbox_status_next_attempt_at_idx" ON "email_outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_outbox_created_at_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_quote_request_id_idx" ON "payments" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "payments_status_completed_at_idx" ON "payments" USING btree ("status","completed_at");--> statement-breakpoint
CREATE INDEX "payments_user_id_idx" ON "payments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_quote_id_idx" ON "payments" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_requests_user_id_created_at_idx" ON "quote_requests" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quote_requests_status_created_at_idx" ON "quote_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_status_updated_at_idx" ON "quote_requests" USING btree ("status","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quote_requests_created_at_idx" ON "quote_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_vehicle_id_idx" ON "quote_requests" USING btree ("vehicle_id");--> statement-breakpoint
CREATE INDEX "request_photos_quote_request_id_created_at_idx" ON "request_photos" USING btree ("quote_request_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_quote_request_id_created_at_idx" ON "quotes" USING btree ("quote_request_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_garage_id_idx" ON "quotes" USING btree ("garage_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_one_accepted_per_request_idx" ON "quotes" USING btree ("quote_request_id") WHERE status = 'accepted';--> statement-breakpoint
CREATE INDEX "reward_transactions_user_id_created_at_idx" ON "reward_transactions" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reward_transactions_quote_request_id_idx" ON "reward_transactions" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "setting_changes_key_created_at_idx" ON "setting_changes" USING btree ("key","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_ticket_responses_ticket_id_created_at_idx" ON "support_ticket_responses" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "support_ticket_responses_admin_user_id_idx" ON "support_ticket_responses" USING btree ("admin_user_id");--> statement-breakpoint
CREATE INDEX "support_tickets_status_priority_updated_at_idx" ON "support_tickets" USING btree ("status","priority","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "support_tickets_customer_email_status_idx" ON "support_tickets" USING btree ("customer_email","status");--> statement-breakpoint
CREATE INDEX "support_tickets_quote_request_id_idx" ON "support_tickets" USING btree ("quote_request_id");--> statement-breakpoint
CREATE INDEX "support_tickets_user_id_idx" ON "support_tickets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vehicle_lookup_cache_expires_at_idx" ON "vehicle_lookup_cache" USING btree ("expires_at");