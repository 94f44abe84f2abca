CREATE TABLE "site_settings" (
	"name" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_settings_name" CHECK ("site_settings"."name" in ('maintenance'))
);
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "closed_at" timestamp with time zone;