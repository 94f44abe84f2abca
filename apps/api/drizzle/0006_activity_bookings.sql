ALTER TABLE "activity_schedules" ADD CONSTRAINT "activity_schedules_id_type" UNIQUE("id","type");--> statement-breakpoint
CREATE TABLE "activity_places" (
	"schedule_id" integer NOT NULL,
	"day" date NOT NULL,
	"quote_id" uuid NOT NULL,
	"type" text NOT NULL,
	"places" integer NOT NULL,
	"state" text NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "activity_places_pk" PRIMARY KEY("schedule_id","day","quote_id"),
	CONSTRAINT "activity_places_places" CHECK ("activity_places"."places" > 0),
	CONSTRAINT "activity_places_state" CHECK ("activity_places"."state" in ('HELD', 'SOLD')),
	CONSTRAINT "activity_places_hold_expiry" CHECK (("activity_places"."state" = 'SOLD') = ("activity_places"."expires_at" is null))
);
--> statement-breakpoint
CREATE TABLE "activity_slot_days" (
	"schedule_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "activity_slot_days_pk" PRIMARY KEY("schedule_id","day")
);
--> statement-breakpoint
CREATE TABLE "quote_activities" (
	"quote_id" uuid NOT NULL,
	"type" text NOT NULL,
	"schedule_id" integer NOT NULL,
	"visit_date" date NOT NULL,
	"quantity" integer NOT NULL,
	"hours" integer NOT NULL,
	"price" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quote_activities_pk" PRIMARY KEY("quote_id","type"),
	CONSTRAINT "quote_activities_type" CHECK ("quote_activities"."type" in ('ATV', 'CANOPY_TOUR', 'CANOPY_TOUR_NIGHT', 'HORSEBACK_RIDING')),
	CONSTRAINT "quote_activities_quantity" CHECK ("quote_activities"."quantity" > 0),
	CONSTRAINT "quote_activities_hours" CHECK ("quote_activities"."hours" >= 1 and ("quote_activities"."type" = 'ATV' or "quote_activities"."hours" = 1)),
	CONSTRAINT "quote_activities_price" CHECK ("quote_activities"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "activity_places" ADD CONSTRAINT "activity_places_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_places" ADD CONSTRAINT "activity_places_slot_day" FOREIGN KEY ("schedule_id","day") REFERENCES "public"."activity_slot_days"("schedule_id","day") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_slot_days" ADD CONSTRAINT "activity_slot_days_schedule_id_activity_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."activity_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_activities" ADD CONSTRAINT "quote_activities_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_activities" ADD CONSTRAINT "quote_activities_schedule" FOREIGN KEY ("schedule_id","type") REFERENCES "public"."activity_schedules"("id","type") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_places_quote" ON "activity_places" USING btree ("quote_id","type");