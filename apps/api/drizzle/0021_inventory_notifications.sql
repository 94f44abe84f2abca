CREATE INDEX "activity_places_hold_end" ON "activity_places" USING btree ("expires_at");--> statement-breakpoint
-- Decision 0056: every API process keeps availability answers while nothing they read has changed; each
-- transaction that changes what they count tells the other processes (LISTEN inventory_changed). A
-- statement trigger notifies once per statement, and PostgreSQL folds a transaction's equal notifications
-- into one, delivered at commit.
CREATE FUNCTION "notify_inventory_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inventory_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "activity_places_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activity_places" FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();--> statement-breakpoint
CREATE TRIGGER "unit_nights_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "unit_nights" FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();--> statement-breakpoint
CREATE TRIGGER "lodging_count_holds_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lodging_count_holds" FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();--> statement-breakpoint
CREATE TRIGGER "quotes_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quotes" FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();--> statement-breakpoint
CREATE TRIGGER "quote_units_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quote_units" FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();--> statement-breakpoint
CREATE TRIGGER "activity_schedules_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "activity_schedules" FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();--> statement-breakpoint
CREATE TRIGGER "lodging_units_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lodging_units" FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();--> statement-breakpoint
CREATE TRIGGER "admission_capacities_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admission_capacities" FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();--> statement-breakpoint
CREATE TRIGGER "admission_capacity_overrides_inventory_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "admission_capacity_overrides" FOR EACH STATEMENT EXECUTE FUNCTION "notify_inventory_changed"();
