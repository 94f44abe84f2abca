import { z } from "zod/mini";
import { visitActivityReservationSchema } from "../activities/activity-schemas.ts";
import { PAYMENT_CURRENCIES } from "../checkout/charge-amount.ts";
import { ARRIVAL_TIMES, LODGING_KINDS, PRICE_COLORS, STAY_TYPES } from "../constants.ts";
import { ITEM_KEYS } from "../pricing/item-keys.ts";
import { productCountsSchema } from "../pricing/product-counts.ts";
import { QUOTE_STATE } from "./quote-states.ts";
import { SALE_ISSUE_CODES } from "./sale-rules.ts";

/**
 * The quote as the API answers it (000 §3 Quote): amounts in pesos with 2 decimals, dates as
 * calendar dates. The API declares it as its response schema, so nothing else leaks; the web parses it.
 */
const unitNumber = z.object({ id: z.string(), number: z.string() });

export const quoteItemDtoSchema = z.object({
  product: z.object({ key: z.enum(ITEM_KEYS) }),
  name: z.string(),
  quantity: z.number(),
  price: z.number(),
  totalAmount: z.number(),
  hours: z.nullable(z.number()),
});

/** A visit's stay, dates, arrival time and persons, as every answer that shows a visit names them. */
export const visitDtoFields = {
  stayType: z.enum(STAY_TYPES),
  arrivalDate: z.string(),
  departureDate: z.string(),
  arrivalTime: z.enum(ARRIVAL_TIMES),
  numberOfPersons: z.int(),
};

export const quoteVisitDtoSchema = z.object({
  code: z.string(),
  ...visitDtoFields,
  numberOfDays: z.number(),
  firstTime: z.nullable(z.boolean()),
});

/** The states of quote-states.ts, in their order. */
export const QUOTE_STATUSES = [QUOTE_STATE.OPEN, QUOTE_STATE.PAYMENT_PENDING, QUOTE_STATE.PAID] as const;

export const quoteDtoSchema = z.object({
  id: z.string(),
  code: z.string(),
  status: z.enum(QUOTE_STATUSES),
  visit: quoteVisitDtoSchema,
  products: productCountsSchema,
  items: z.array(quoteItemDtoSchema),
  /**
   * The quote's activity bookings in display order (000 §3). The API always sends it; optional so that a
   * quote kept by an older page still parses.
   */
  visitActivityReservations: z.optional(z.array(visitActivityReservationSchema)),
  offer3x2: z.boolean(),
  promotion: z.nullable(
    z.object({ id: z.string(), code: z.string(), pricePerDay: z.number(), pricePerNight: z.number() }),
  ),
  discountAmount: z.number(),
  totalAmount: z.number(),
  pendingAmount: z.number(),
  /** Colour of each day of the visit in the park (departure day included), for the yellow-date advisory. */
  colors: z.array(z.object({ date: z.string(), color: z.enum(PRICE_COLORS) })),
  cabinNumbers: z.array(unitNumber),
  tipiNumbers: z.array(unitNumber),
  lakeVillageNumbers: z.array(unitNumber),
  superiorCabinNumbers: z.array(unitNumber),
  /** Held or sold units of this quote whose hold was lost, per lodging kind (can_not_save_reservation). */
  unavailableLodging: z.array(z.enum(LODGING_KINDS)),
  /** Hold expiry of this quote's units, ISO instant; null when nothing is held. */
  holdExpiresAt: z.nullable(z.string()),
  language: z.enum(["es", "en"]),
  /**
   * Why the server would refuse to sell the quote now (sale-rules.ts), each with its message in the
   * quote's language; empty when it can be sold. The Pay and Continue buttons show exactly these.
   */
  saleIssues: z.array(z.object({ code: z.enum(SALE_ISSUE_CODES), message: z.string() })),
  /** The payment that bought the quote, in the currency charged; null until it is paid. */
  payment: z.nullable(
    z.object({
      /** A card, cash at OXXO or a SPEI transfer (then no card brand or last 4). */
      method: z.enum(["card", "oxxo", "spei"]),
      currency: z.enum(PAYMENT_CURRENCIES),
      /** Pesos per unit of the currency; 1 for MXN. */
      exchangeRate: z.number(),
      /** Charged in that currency, 2 decimals. */
      amount: z.number(),
      cardBrand: z.nullable(z.string()),
      last4: z.nullable(z.string()),
      /** ISO instant. */
      paidAt: z.string(),
    }),
  ),
  /**
   * The payment the visit waits for (PAYMENT_PENDING with an OXXO voucher or a SPEI transfer's
   * instructions issued): what to pay, where and by when; null otherwise. The visit is held until
   * `heldUntil`, then let go if unpaid.
   */
  awaitingPayment: z.nullable(
    z.discriminatedUnion("method", [
      z.object({
        method: z.literal("oxxo"),
        /** In pesos. */
        amount: z.number(),
        number: z.string().check(z.describe("The reference the OXXO cashier types")),
        /** ISO instant: pay before it. */
        expiresAt: z.string(),
        /** The provider's printable voucher, with its barcode. */
        url: z.nullable(z.string()),
        /** ISO instant: the stay is held until then. */
        heldUntil: z.string(),
      }),
      z.object({
        method: z.literal("spei"),
        /** In pesos. */
        amount: z.number(),
        /** In pesos: what is still to be sent after a partial transfer. */
        amountRemaining: z.number(),
        bank: z.string().check(z.describe("The receiving bank's name")),
        clabe: z.string().check(z.describe("The 18-digit CLABE to transfer to")),
        reference: z.string().check(z.describe("The reference to write in the transfer")),
        /** The reference again, under the name a voucher's page reads. */
        number: z.string(),
        /** ISO instant: the park's deadline; a transfer must arrive before it. */
        expiresAt: z.string(),
        /** The provider's printable instructions. */
        url: z.nullable(z.string()),
        /** ISO instant: the stay is held until then. */
        heldUntil: z.string(),
      }),
    ]),
  ),
  /**
   * The ways besides a card the quote could be paid with now, each with by when it would have to be paid;
   * null for a way the visit is too close (or the amount outside its limits) for. Cards are always
   * offered to an open quote.
   */
  paymentOptions: z.object({
    /** An OXXO voucher (voucher-terms.ts): pay at the store before `expiresAt` (ISO instant). */
    oxxo: z.nullable(z.object({ expiresAt: z.string(), heldUntil: z.string() })),
    /** A SPEI transfer (transfer-terms.ts): send it before `expiresAt` (ISO instant). */
    spei: z.nullable(z.object({ expiresAt: z.string(), heldUntil: z.string() })),
  }),
  /** Only the first name of the contact: no e-mail, phone or address leaves the server. */
  contact: z.nullable(z.object({ name: z.string() })),
  /** Present when the quote could not be priced (e.g. a date without price); the visitor must change it. */
  error: z.nullable(z.object({ error: z.string(), message: z.string() })),
});
export type QuoteDto = z.infer<typeof quoteDtoSchema>;
export type QuoteItemDto = z.infer<typeof quoteItemDtoSchema>;
