CREATE TABLE "captcha_used_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_application_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"stored_name" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_application_documents_stored_name" UNIQUE("stored_name"),
	CONSTRAINT "job_application_documents_name" UNIQUE("application_id","original_name"),
	CONSTRAINT "job_application_documents_type" CHECK ("job_application_documents"."content_type" in ('image/jpeg', 'application/pdf')),
	CONSTRAINT "job_application_documents_size" CHECK ("job_application_documents"."size" > 0 and "job_application_documents"."size" < 2097152)
);
--> statement-breakpoint
CREATE TABLE "job_application_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_application_emails_kind" UNIQUE("application_id","kind"),
	CONSTRAINT "job_application_emails_status" CHECK ("job_application_emails"."status" in ('PENDING', 'SENT')),
	CONSTRAINT "job_application_emails_kind_check" CHECK ("job_application_emails"."kind" in ('applicant', 'hr'))
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_post_id" integer NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_father_lastname" text NOT NULL,
	"applicant_mother_lastname" text,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"birth_date" date NOT NULL,
	"language" text NOT NULL,
	"form" jsonb NOT NULL,
	"upload_token_hash" text NOT NULL,
	"files_received_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_applications_language" CHECK ("job_applications"."language" in ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "details_es" text;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "details_en" text;--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "image" "bytea";--> statement-breakpoint
ALTER TABLE "job_posts" ADD COLUMN "image_content_type" text;--> statement-breakpoint
ALTER TABLE "job_application_documents" ADD CONSTRAINT "job_application_documents_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_application_emails" ADD CONSTRAINT "job_application_emails_application_id_job_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_job_post_id_job_posts_id_fk" FOREIGN KEY ("job_post_id") REFERENCES "public"."job_posts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_used_challenges_expiry" ON "captcha_used_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "job_application_documents_application" ON "job_application_documents" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "job_application_emails_due" ON "job_application_emails" USING btree ("next_attempt_at") WHERE "job_application_emails"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "job_applications_created" ON "job_applications" USING btree ("created_at");