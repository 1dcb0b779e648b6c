ALTER TABLE "quotes" ADD COLUMN "source" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "entered_by" text;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_entered_by_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_source_check" CHECK ("quotes"."source" IN ('staff', 'garage'));