import type { LodgingKind } from "@park/domain/constants.ts";
import type { quotes } from "../../../db/schema/quotes.ts";

export type QuoteRecord = typeof quotes.$inferSelect;
/** What the visitor decides about a quote; id, code, status, owner, sold prices and timestamps are the server's. */
export type QuoteFields = Omit<
  QuoteRecord,
  "id" | "code" | "status" | "visitorId" | "soldPricing" | "createdAt" | "updatedAt"
>;
export type QuoteStatus = QuoteRecord["status"];
/** Counts only the quote's activity bookings write (visit-activities), never the quote update. */
export type ActivityCountField =
  | "canopyPasses"
  | "canopyNightPasses"
  | "horsebackRidingPasses"
  | "atvs"
  | "atvHours";

/** A unit a visitor picked on the map for a quote, in the order picked. */
export type ChosenUnit = { unitId: number; name: string; kind: LodgingKind; position: number };
