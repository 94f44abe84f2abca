ALTER TABLE "refunds" ALTER COLUMN "provider_refund_id" DROP NOT NULL;--> statement-breakpoint
-- Refunds recorded before this migration were all made and recorded in one step: SUCCEEDED, settled when made.
ALTER TABLE "refunds" ADD COLUMN "status" text DEFAULT 'SUCCEEDED' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "refunds" SET "settled_at" = "created_at";--> statement-breakpoint
CREATE INDEX "refunds_pending" ON "refunds" USING btree ("created_at") WHERE "refunds"."status" = 'PENDING';--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('PENDING', 'SUCCEEDED', 'FAILED'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_settled" CHECK (("refunds"."status" = 'SUCCEEDED') = ("refunds"."provider_refund_id" is not null) and ("refunds"."status" = 'PENDING') = ("refunds"."settled_at" is null));