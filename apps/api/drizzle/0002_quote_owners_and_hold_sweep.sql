ALTER TABLE "quotes" ADD COLUMN "visitor_id" text;--> statement-breakpoint
CREATE INDEX "unit_nights_hold_end" ON "unit_nights" USING btree ("expires_at");