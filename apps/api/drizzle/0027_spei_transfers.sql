ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_kind";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_voucher";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_customer" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_bank" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_clabe" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_amount_remaining" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "transfer_refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_provider_customer" ON "payments" USING btree ("provider_customer");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_kind" CHECK ("email_outbox"."kind" in ('order_confirmation', 'voucher_issued', 'voucher_lapsed', 'transfer_refunded'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method" CHECK ("payments"."method" in ('card', 'oxxo', 'spei'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_voucher" CHECK ("payments"."method" = 'card' or ("payments"."awaiting_until" is not null and ("payments"."method" <> 'oxxo' or "payments"."voucher_days" between 1 and 7)));