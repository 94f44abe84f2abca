ALTER TABLE "unit_nights" DROP CONSTRAINT "unit_nights_state";--> statement-breakpoint
ALTER TABLE "unit_nights" DROP CONSTRAINT "unit_nights_hold_expiry";--> statement-breakpoint
ALTER TABLE "unit_nights" ALTER COLUMN "quote_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "feedbacks" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status" text DEFAULT 'NEW' NOT NULL;--> statement-breakpoint
ALTER TABLE "unit_nights" ADD COLUMN "block_reason" text;--> statement-breakpoint
CREATE INDEX "job_applications_post" ON "job_applications" USING btree ("job_post_id","created_at");--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_status" CHECK ("job_applications"."status" in ('NEW', 'REVIEWED', 'INTERVIEW', 'HIRED', 'REJECTED'));--> statement-breakpoint
ALTER TABLE "unit_nights" ADD CONSTRAINT "unit_nights_owner" CHECK (("unit_nights"."state" = 'BLOCKED') = ("unit_nights"."quote_id" is null));--> statement-breakpoint
ALTER TABLE "unit_nights" ADD CONSTRAINT "unit_nights_block_reason" CHECK (("unit_nights"."state" = 'BLOCKED') = ("unit_nights"."block_reason" is not null));--> statement-breakpoint
ALTER TABLE "unit_nights" ADD CONSTRAINT "unit_nights_state" CHECK ("unit_nights"."state" in ('HELD', 'SOLD', 'BLOCKED'));--> statement-breakpoint
ALTER TABLE "unit_nights" ADD CONSTRAINT "unit_nights_hold_expiry" CHECK (("unit_nights"."state" = 'HELD') = ("unit_nights"."expires_at" is not null));