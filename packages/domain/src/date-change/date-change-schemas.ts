import { z } from "zod/mini";
import { PAYMENT_CURRENCIES } from "../checkout/charge-amount.ts";
import { paymentInfoSchema } from "../checkout/payment-result.ts";
import { isIsoDate } from "../dates.ts";

const isoDate = z.string().check(z.refine(isIsoDate, { message: "invalid_date" }));

/** The new dates a visitor asks for (POST .../date-change/offer and .../date-changes). */
export const newDatesSchema = z.object({ arrivalDate: isoDate, departureDate: isoDate }).check(
  z.refine((dates) => dates.departureDate >= dates.arrivalDate, {
    message: "departure_before_arrival",
    path: ["departureDate"],
  }),
);
export type NewDatesRequest = z.infer<typeof newDatesSchema>;

/** A move priced before anything is held: amounts in pesos, as the order page shows them. */
export const dateChangeOfferSchema = z.object({
  arrivalDate: z.string(),
  departureDate: z.string(),
  fromTotal: z.number().check(z.describe("The visit's total as paid, in pesos")),
  newTotal: z.number().check(z.describe("The new dates' total at the sale's prices, in pesos")),
  difference: z
    .number()
    .check(z.describe("What the visitor pays now, in pesos; 0 when the new dates cost less")),
  notRefunded: z
    .number()
    .check(z.describe("What the visitor gives up when the new dates cost less, in pesos")),
});
export type DateChangeOffer = z.infer<typeof dateChangeOfferSchema>;

export const DATE_CHANGE_STATES = [
  "HELD",
  "PROCESSING",
  "REQUIRES_ACTION",
  "APPLIED",
  "FAILED",
  "REFUNDED",
] as const;

/** A date change as it stands: HELD waits for the difference, APPLIED means the visit moved. */
export const dateChangeSchema = z.extend(dateChangeOfferSchema, {
  id: z.string(),
  code: z.string().check(z.describe("The visit code, which a date change never changes")),
  status: z.enum(DATE_CHANGE_STATES),
  fromArrivalDate: z.string(),
  fromDepartureDate: z.string(),
  holdExpiresAt: z.string().check(z.describe("When the new dates' holds end if the difference is not paid")),
  failureCode: z.nullable(z.string()),
});
export type DateChange = z.infer<typeof dateChangeSchema>;

/** Paying the difference: first the card's payment method, after 3-D Secure the intent. */
export const dateChangePaymentSchema = z.object({
  paymentMethodId: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
  paymentIntentId: z.optional(z.string().check(z.minLength(1), z.maxLength(255))),
  currency: z.enum(PAYMENT_CURRENCIES),
  exchangeRate: z.number().check(z.positive()),
  difference: z.number().check(z.nonnegative(), z.describe("The difference in pesos the visitor saw")),
});
export type DateChangePayment = z.infer<typeof dateChangePaymentSchema>;

export const dateChangePaymentResultSchema = z.object({
  paymentInfo: paymentInfoSchema,
  dateChange: dateChangeSchema,
});
export type DateChangePaymentResult = z.infer<typeof dateChangePaymentResultSchema>;
