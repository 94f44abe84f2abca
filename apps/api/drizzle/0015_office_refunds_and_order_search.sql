CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_refund_id" text NOT NULL,
	"request_key" text NOT NULL,
	"staff_id" uuid NOT NULL,
	"staff_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_provider_refund" UNIQUE("provider_refund_id"),
	CONSTRAINT "refunds_request" UNIQUE("request_key"),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" > 0),
	CONSTRAINT "refunds_currency" CHECK ("refunds"."currency" in ('MXN', 'USD'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_quote_kind";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_payment" ON "refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "refunds_quote" ON "refunds" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "quote_contacts_email_search" ON "quote_contacts" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "quote_contacts_name_search" ON "quote_contacts" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "quote_contacts_lastname_search" ON "quote_contacts" USING btree (lower("lastname") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "quote_contacts_phone_search" ON "quote_contacts" USING btree (reverse("phone_number") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "quotes_status_created" ON "quotes" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_quote_kind_request" UNIQUE NULLS NOT DISTINCT("quote_id","kind","request_key");