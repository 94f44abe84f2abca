ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
DROP INDEX "payments_open";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_days" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "awaiting_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_number" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "payments_open" ON "payments" USING btree ("reconcile_after") WHERE "payments"."status" in ('PROCESSING', 'REQUIRES_ACTION', 'AWAITING_PAYMENT');--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" in ('card', 'oxxo'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_voucher" CHECK ("payments"."method" = 'card' or ("payments"."voucher_days" between 1 and 7 and "payments"."awaiting_until" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('PROCESSING', 'REQUIRES_ACTION', 'AWAITING_PAYMENT', 'SUCCEEDED', 'FAILED', 'REFUNDED'));