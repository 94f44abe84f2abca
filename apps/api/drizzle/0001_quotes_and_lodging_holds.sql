CREATE TABLE "admission_capacities" (
	"arrival_time" text PRIMARY KEY NOT NULL,
	"persons" integer NOT NULL,
	CONSTRAINT "admission_capacities_arrival_time" CHECK ("admission_capacities"."arrival_time" in ('DAY', 'NIGHT')),
	CONSTRAINT "admission_capacities_persons" CHECK ("admission_capacities"."persons" >= 0)
);
--> statement-breakpoint
CREATE TABLE "admission_capacity_overrides" (
	"date" date NOT NULL,
	"arrival_time" text NOT NULL,
	"persons" integer NOT NULL,
	CONSTRAINT "admission_capacity_overrides_pk" PRIMARY KEY("date","arrival_time"),
	CONSTRAINT "admission_capacity_overrides_arrival_time" CHECK ("admission_capacity_overrides"."arrival_time" in ('DAY', 'NIGHT')),
	CONSTRAINT "admission_capacity_overrides_persons" CHECK ("admission_capacity_overrides"."persons" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quote_units" (
	"quote_id" uuid NOT NULL,
	"unit_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "quote_units_pk" PRIMARY KEY("quote_id","unit_id")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"stay_type" text NOT NULL,
	"arrival_date" date NOT NULL,
	"departure_date" date NOT NULL,
	"arrival_time" text NOT NULL,
	"number_of_persons" integer NOT NULL,
	"cabins" integer DEFAULT 0 NOT NULL,
	"tipis" integer DEFAULT 0 NOT NULL,
	"lake_villages" integer DEFAULT 0 NOT NULL,
	"superior_cabins" integer DEFAULT 0 NOT NULL,
	"canopy_passes" integer DEFAULT 0 NOT NULL,
	"canopy_night_passes" integer DEFAULT 0 NOT NULL,
	"horseback_riding_passes" integer DEFAULT 0 NOT NULL,
	"atvs" integer DEFAULT 0 NOT NULL,
	"atv_hours" double precision DEFAULT 0 NOT NULL,
	"offer_3x2" boolean DEFAULT false NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_code" UNIQUE("code"),
	CONSTRAINT "quotes_status" CHECK ("quotes"."status" in ('OPEN', 'PAYMENT_PENDING', 'PAID')),
	CONSTRAINT "quotes_stay_type" CHECK ("quotes"."stay_type" in ('DAY_PASS', 'CAMPING_PASS', 'CABIN', 'SUPERIOR_CABIN', 'LAKE_VILLAGE', 'TIPI')),
	CONSTRAINT "quotes_arrival_time" CHECK ("quotes"."arrival_time" in ('DAY', 'NIGHT')),
	CONSTRAINT "quotes_dates" CHECK ("quotes"."departure_date" >= "quotes"."arrival_date"),
	CONSTRAINT "quotes_persons" CHECK ("quotes"."number_of_persons" >= 0),
	CONSTRAINT "quotes_language" CHECK ("quotes"."language" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "unit_nights" (
	"unit_id" integer NOT NULL,
	"night" date NOT NULL,
	"quote_id" uuid NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "unit_nights_pk" PRIMARY KEY("unit_id","night"),
	CONSTRAINT "unit_nights_state" CHECK ("unit_nights"."state" in ('HELD', 'SOLD')),
	CONSTRAINT "unit_nights_hold_expiry" CHECK (("unit_nights"."state" = 'SOLD') = ("unit_nights"."expires_at" is null))
);
--> statement-breakpoint
ALTER TABLE "quote_units" ADD CONSTRAINT "quote_units_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_units" ADD CONSTRAINT "quote_units_unit_id_lodging_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."lodging_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_nights" ADD CONSTRAINT "unit_nights_unit_id_lodging_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."lodging_units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_nights" ADD CONSTRAINT "unit_nights_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_arrival" ON "quotes" USING btree ("arrival_date","arrival_time");--> statement-breakpoint
CREATE INDEX "unit_nights_quote" ON "unit_nights" USING btree ("quote_id");--> statement-breakpoint
CREATE INDEX "unit_nights_night" ON "unit_nights" USING btree ("night");