CREATE TABLE "quote_promotions" (
	"quote_id" uuid PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"applied_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_promotions" ADD CONSTRAINT "quote_promotions_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_promotions" ADD CONSTRAINT "quote_promotions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_promotions_promotion" ON "quote_promotions" USING btree ("promotion_id");