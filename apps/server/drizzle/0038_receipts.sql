CREATE TABLE "document_numbers" (
	"kind" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "document_numbers_last_number_check" CHECK ("document_numbers"."last_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt_number" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "receipt" jsonb;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_receipt_number_key" UNIQUE("receipt_number");--> statement-breakpoint
-- Payments completed before receipts existed are numbered in the order they completed.
UPDATE "payments" AS p SET "receipt_number" = n.rn
FROM (
  SELECT "id", row_number() OVER (ORDER BY "completed_at", "id")::integer AS rn
  FROM "payments" WHERE "status" = 'completed'
) AS n
WHERE p."id" = n."id";--> statement-breakpoint
INSERT INTO "document_numbers" ("kind", "last_number")
SELECT 'receipt', count(*)::integer FROM "payments" WHERE "status" = 'completed';--> statement-breakpoint
ALTER TABLE "setting_changes" DROP CONSTRAINT "setting_changes_key_check";--> statement-breakpoint
ALTER TABLE "settings" DROP CONSTRAINT "settings_key_check";--> statement-breakpoint
ALTER TABLE "setting_changes" ADD CONSTRAINT "setting_changes_key_check" CHECK ("setting_changes"."key" IN ('platform_name', 'payment_fee_pence', 'reward_points_per_payment', 'max_quote_response_hours', 'vat_rate_percent', 'vat_number'));--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_key_check" CHECK ("settings"."key" IN ('platform_name', 'payment_fee_pence', 'reward_points_per_payment', 'max_quote_response_hours', 'vat_rate_percent', 'vat_number'));