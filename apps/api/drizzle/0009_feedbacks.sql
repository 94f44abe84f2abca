CREATE TABLE "feedbacks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" smallint NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"mail_status" text DEFAULT 'PENDING' NOT NULL,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	"next_mail_at" timestamp with time zone NOT NULL,
	"mail_sent_at" timestamp with time zone,
	"last_mail_error" text,
	CONSTRAINT "feedbacks_subject" CHECK ("feedbacks"."subject" between 1 and 6),
	CONSTRAINT "feedbacks_language" CHECK ("feedbacks"."language" in ('es', 'en')),
	CONSTRAINT "feedbacks_mail_status" CHECK ("feedbacks"."mail_status" in ('PENDING', 'SENT'))
);
--> statement-breakpoint
CREATE INDEX "feedbacks_mail_due" ON "feedbacks" USING btree ("next_mail_at") WHERE "feedbacks"."mail_status" = 'PENDING';