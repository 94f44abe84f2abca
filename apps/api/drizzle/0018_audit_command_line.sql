ALTER TABLE "audit_log" ALTER COLUMN "staff_id" DROP NOT NULL;--> statement-breakpoint
-- Every entry before this migration was a signed-in member's write.
ALTER TABLE "audit_log" ADD COLUMN "actor" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "actor" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor" CHECK ("audit_log"."actor" in ('staff', 'command_line'));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_staff" CHECK (("audit_log"."actor" = 'staff') = ("audit_log"."staff_id" is not null));