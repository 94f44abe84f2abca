CREATE INDEX "date_changes_applied_at" ON "date_changes" USING btree ("applied_at") WHERE "date_changes"."status" = 'APPLIED';--> statement-breakpoint
CREATE INDEX "payments_paid_at" ON "payments" USING btree ("paid_at") WHERE "payments"."status" = 'SUCCEEDED';--> statement-breakpoint
CREATE INDEX "refunds_settled_at" ON "refunds" USING btree ("settled_at") WHERE "refunds"."status" = 'SUCCEEDED';