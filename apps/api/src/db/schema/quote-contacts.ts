import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "./columns.ts";
import { quotes } from "./quotes.ts";

/**
 * Who buys the quote (000 §3 Contact), written by the payment call before the card is charged, so the
 * confirmation e-mail has an address even when the sale is finished by the reconciler. "OTHER" as a
 * country or state keeps the visitor's free text next to it. The phone is asked only with lodging.
 */
export const quoteContacts = pgTable(
  "quote_contacts",
  {
    quoteId: uuid("quote_id")
      .primaryKey()
      .references(() => quotes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    country: text("country").notNull(),
    otherCountry: text("other_country"),
    state: text("state"),
    otherState: text("other_state"),
    city: text("city").notNull(),
    /** 10 digits, without the mask. */
    phoneNumber: text("phone_number"),
    visitorWantsInfo: boolean("visitor_wants_info").notNull(),
    ...timestamps(),
  },
  (t) => [
    // The front desk's search (office orders): e-mail and names from their start, the phone by its last digits.
    index("quote_contacts_email_search").on(sql`lower(${t.email}) text_pattern_ops`),
    index("quote_contacts_name_search").on(sql`lower(${t.name}) text_pattern_ops`),
    index("quote_contacts_lastname_search").on(sql`lower(${t.lastname}) text_pattern_ops`),
    index("quote_contacts_phone_search").on(sql`reverse(${t.phoneNumber}) text_pattern_ops`),
  ],
);
