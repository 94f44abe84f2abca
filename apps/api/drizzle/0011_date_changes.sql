CREATE TABLE "date_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"status" text NOT NULL,
	"from_arrival_date" date NOT NULL,
	"from_departure_date" date NOT NULL,
	"arrival_date" date NOT NULL,
	"departure_date" date NOT NULL,
	"from_total" integer NOT NULL,
	"new_total" integer NOT NULL,
	"difference" integer NOT NULL,
	"sold_pricing" jsonb NOT NULL,
	"unit_ids" integer[] NOT NULL,
	"hold_expires_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"payment_method_id" text,
	"intent_id" text,
	"currency" text,
	"exchange_rate" numeric(12, 4),
	"amount" integer,
	"card_brand" text,
	"card_last4" text,
	"return_url" text,
	"failure_code" text,
	"reconcile_after" timestamp with time zone,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "date_changes_intent" UNIQUE("intent_id"),
	CONSTRAINT "date_changes_status" CHECK ("date_changes"."status" in ('HELD', 'PROCESSING', 'REQUIRES_ACTION', 'APPLIED', 'FAILED', 'REFUNDED')),
	CONSTRAINT "date_changes_dates" CHECK ("date_changes"."departure_date" >= "date_changes"."arrival_date"),
	CONSTRAINT "date_changes_amounts" CHECK ("date_changes"."difference" >= 0 and "date_changes"."new_total" >= 0 and "date_changes"."from_total" >= 0),
	CONSTRAINT "date_changes_currency" CHECK ("date_changes"."currency" is null or "date_changes"."currency" in ('MXN', 'USD'))
);
--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "date_changes_one_open" ON "date_changes" USING btree ("quote_id") WHERE "date_changes"."status" in ('HELD', 'PROCESSING', 'REQUIRES_ACTION');--> statement-breakpoint
CREATE INDEX "date_changes_quote" ON "date_changes" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "date_changes_due" ON "date_changes" USING btree ("reconcile_after") WHERE "date_changes"."status" in ('PROCESSING', 'REQUIRES_ACTION');