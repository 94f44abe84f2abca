CREATE TABLE "activity_schedules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_schedules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"sort_order" integer NOT NULL,
	"start_hour" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "activity_schedules_type_order" UNIQUE("type","sort_order"),
	CONSTRAINT "activity_schedules_type" CHECK ("activity_schedules"."type" in ('ATV', 'CANOPY_TOUR', 'CANOPY_TOUR_NIGHT', 'HORSEBACK_RIDING')),
	CONSTRAINT "activity_schedules_units" CHECK ("activity_schedules"."units" >= 0)
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"name" text PRIMARY KEY NOT NULL,
	"active" boolean NOT NULL,
	"content" text NOT NULL,
	"color" text NOT NULL,
	CONSTRAINT "banners_name" CHECK ("banners"."name" in ('BANNER_ES', 'BANNER_EN')),
	CONSTRAINT "banners_color" CHECK ("banners"."color" in ('red', 'orange', 'green', 'blue'))
);
--> statement-breakpoint
CREATE TABLE "city_suggestions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "city_suggestions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country_code" text NOT NULL,
	"state_code" text NOT NULL,
	"name" text NOT NULL,
	"search_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"label_es" text NOT NULL,
	"label_en" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "country_states" (
	"country_code" text NOT NULL,
	"code" text NOT NULL,
	"label_es" text NOT NULL,
	"label_en" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "country_states_pk" PRIMARY KEY("country_code","code")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_es" text NOT NULL,
	"name_en" text NOT NULL,
	"date" date NOT NULL,
	"hour" text NOT NULL,
	"picture" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"value" numeric(12, 4) NOT NULL,
	CONSTRAINT "exchange_rates_positive" CHECK ("exchange_rates"."value" > 0)
);
--> statement-breakpoint
CREATE TABLE "job_posts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_id" text NOT NULL,
	"title_es" text NOT NULL,
	"title_en" text NOT NULL,
	"area" text NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "job_posts_title_id" UNIQUE("title_id")
);
--> statement-breakpoint
CREATE TABLE "lodging_units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lodging_units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"capacity" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "lodging_units_name" UNIQUE("name"),
	CONSTRAINT "lodging_units_kind" CHECK ("lodging_units"."kind" in ('CABIN', 'SUPERIOR_CABIN', 'LAKE_VILLAGE', 'TIPI')),
	CONSTRAINT "lodging_units_capacity" CHECK ("lodging_units"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "activity_price_periods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_price_periods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"regular_canopy_price" integer NOT NULL,
	"special_canopy_price" integer NOT NULL,
	"night_canopy_price" integer NOT NULL,
	"regular_horseback_riding_price" integer NOT NULL,
	"special_horseback_riding_price" integer NOT NULL,
	"regular_atvs_price" integer NOT NULL,
	"special_atvs_price" integer NOT NULL,
	CONSTRAINT "activity_price_periods_order" CHECK ("activity_price_periods"."end_date" >= "activity_price_periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "no_price_dates" (
	"date" date PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_calendar" (
	"date" date PRIMARY KEY NOT NULL,
	"color" text NOT NULL,
	"day_pass_price" integer NOT NULL,
	"camping_pass_price" integer NOT NULL,
	"camping_night_price" integer NOT NULL,
	"canopy_price" integer NOT NULL,
	"cabin_price" integer NOT NULL,
	"tipi_price" integer NOT NULL,
	"lake_village_price" integer NOT NULL,
	"superior_cabin_price" integer NOT NULL,
	CONSTRAINT "price_calendar_color" CHECK ("price_calendar"."color" in ('BLACK', 'BLUE', 'RED', 'YELLOW'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(8) NOT NULL,
	"promotion_type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"arrival_time" text NOT NULL,
	"dates_validity_only" boolean NOT NULL,
	"price_per_day" integer NOT NULL,
	"price_per_night" integer NOT NULL,
	"max_lodge_capacity" integer NOT NULL,
	CONSTRAINT "promotions_code" UNIQUE("code"),
	CONSTRAINT "promotions_code_format" CHECK ("promotions"."code" ~ '^[A-Z0-9_]{8}$'),
	CONSTRAINT "promotions_type" CHECK ("promotions"."promotion_type" in ('SPECIAL')),
	CONSTRAINT "promotions_arrival_time" CHECK ("promotions"."arrival_time" in ('DAY', 'NIGHT')),
	CONSTRAINT "promotions_dates" CHECK ("promotions"."end_date" >= "promotions"."start_date")
);
--> statement-breakpoint
CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle_properties" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"label_es" text NOT NULL,
	"label_en" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "vehicle_properties_pk" PRIMARY KEY("kind","value"),
	CONSTRAINT "vehicle_properties_kind" CHECK ("vehicle_properties"."kind" in ('COLOR', 'LICENSE', 'VEHICLE_TYPE', 'BRAND'))
);
--> statement-breakpoint
ALTER TABLE "city_suggestions" ADD CONSTRAINT "city_suggestions_state" FOREIGN KEY ("country_code","state_code") REFERENCES "public"."country_states"("country_code","code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "country_states" ADD CONSTRAINT "country_states_country" FOREIGN KEY ("country_code") REFERENCES "public"."countries"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "city_suggestions_search" ON "city_suggestions" USING btree ("country_code","state_code","search_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "activity_price_periods_dates" ON "activity_price_periods" USING btree ("start_date","end_date");