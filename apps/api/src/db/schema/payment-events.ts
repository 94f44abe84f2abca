import { pgTable, text } from "drizzle-orm/pg-core";
import { instant } from "./columns.ts";

/**
 * The provider's webhook events already acted on, by Stripe's event id: Stripe delivers an event at
 * least once (and retries for days), so a replay finds its id here and changes nothing twice.
 */
export const paymentEvents = pgTable("payment_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: instant("received_at").notNull(),
});
