CREATE TABLE "vehicle_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quote_id" uuid NOT NULL,
	"vehicle_type" text NOT NULL,
	"vehicle_type_other" text,
	"brand" text,
	"brand_other" text,
	"color" text,
	"color_other" text,
	"plate" text,
	"plate_type" text,
	"plate_type_other" text,
	"first_time" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vehicle_entries_quote" UNIQUE("quote_id")
);
--> statement-breakpoint
ALTER TABLE "vehicle_entries" ADD CONSTRAINT "vehicle_entries_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;