CREATE TABLE "lodging_count_holds" (
	"quote_id" uuid NOT NULL,
	"night" date NOT NULL,
	"kind" text NOT NULL,
	"units" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lodging_count_holds_pk" PRIMARY KEY("quote_id","night"),
	CONSTRAINT "lodging_count_holds_units" CHECK ("lodging_count_holds"."units" > 0)
);
--> statement-breakpoint
ALTER TABLE "lodging_count_holds" ADD CONSTRAINT "lodging_count_holds_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lodging_count_holds_kind_night" ON "lodging_count_holds" USING btree ("kind","night");--> statement-breakpoint
CREATE INDEX "lodging_count_holds_end" ON "lodging_count_holds" USING btree ("expires_at");