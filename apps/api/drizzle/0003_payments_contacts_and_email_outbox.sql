CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"language" text NOT NULL,
	"recipient" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "email_outbox_quote_kind" UNIQUE("quote_id","kind"),
	CONSTRAINT "email_outbox_status" CHECK ("email_outbox"."status" in ('PENDING', 'SENT')),
	CONSTRAINT "email_outbox_kind" CHECK ("email_outbox"."kind" in ('order_confirmation')),
	CONSTRAINT "email_outbox_language" CHECK ("email_outbox"."language" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"intent_id" text,
	"idempotency_key" text NOT NULL,
	"payment_method_id" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"exchange_rate" numeric(12, 4) NOT NULL,
	"amount" integer NOT NULL,
	"amount_mxn" integer NOT NULL,
	"card_brand" text,
	"card_last4" text,
	"card_country" text,
	"return_url" text,
	"failure_code" text,
	"paid_at" timestamp with time zone,
	"reconcile_after" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_intent" UNIQUE("intent_id"),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('PROCESSING', 'REQUIRES_ACTION', 'SUCCEEDED', 'FAILED', 'REFUNDED')),
	CONSTRAINT "payments_currency" CHECK ("payments"."currency" in ('MXN', 'USD')),
	CONSTRAINT "payments_amounts" CHECK ("payments"."amount" > 0 and "payments"."amount_mxn" > 0 and "payments"."exchange_rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_contacts" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"other_country" text,
	"state" text,
	"other_state" text,
	"city" text NOT NULL,
	"phone_number" text,
	"visitor_wants_info" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_contacts" ADD CONSTRAINT "quote_contacts_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_outbox_due" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "payments_quote" ON "payments" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "payments_open" ON "payments" USING btree ("reconcile_after") WHERE "payments"."status" in ('PROCESSING', 'REQUIRES_ACTION');