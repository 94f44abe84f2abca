import { z } from "zod/mini";
import { quoteDtoSchema } from "../quote/quote-dto.ts";

export const PAYMENT_STATUSES = ["succeeded", "requires_action", "awaiting_payment", "error"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An OXXO voucher to pay at the store: its reference, until when, and the provider's printable page. */
export const voucherSchema = z.object({
  number: z.string().check(z.describe("The reference the OXXO cashier types")),
  expiresAt: z.iso.datetime({ offset: true }).check(z.describe("Pay before this instant")),
  url: z.nullable(z.string()).check(z.describe("The provider's printable voucher, with its barcode")),
});
export type Voucher = z.infer<typeof voucherSchema>;

/** A SPEI transfer to send from the visitor's bank: where to, with which reference, how much and by when. */
export const transferSchema = z.object({
  bank: z.string().check(z.describe("The receiving bank's name")),
  clabe: z.string().check(z.describe("The 18-digit CLABE to transfer to")),
  reference: z.string().check(z.describe("The reference to write in the transfer")),
  /** In pesos. */
  amount: z.number(),
  /** In pesos: what is still to be sent after a partial transfer. */
  amountRemaining: z.number(),
  expiresAt: z.iso.datetime({ offset: true }).check(z.describe("Send before this instant")),
  url: z.nullable(z.string()).check(z.describe("The provider's printable instructions")),
});
export type Transfer = z.infer<typeof transferSchema>;

/** How a charge went, as every payment answer (a sale, a date change's difference) tells it. */
export const paymentInfoSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  message: z.nullable(z.string()),
  clientSecret: z.nullable(z.string()),
  redirectUrl: z.nullable(z.string()),
  /** With awaiting_payment only: the voucher the visit waits for. */
  voucher: z.optional(voucherSchema),
  /** With awaiting_payment only: the bank transfer the visit waits for. */
  transfer: z.optional(transferSchema),
});

/**
 * The answer of POST /api/ecommerce/payment/ (000 §3 Payment result). `error` carries the card's code
 * in `message` (the web translates the codes of card-errors.ts); `requires_action` carries the client secret for card
 * authentication and, with the sandbox, the challenge page to open; `awaiting_payment` carries the OXXO
 * voucher or the SPEI transfer the visit is held for until it is paid or lapses.
 */
export const paymentResultSchema = z.object({ paymentInfo: paymentInfoSchema, quote: quoteDtoSchema });
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** GET /api/ecommerce/quotes/{id}/intent: the quote's latest payment intent. */
export const quoteIntentSchema = z.object({
  paymentIntentId: z.string(),
  status: z.string(),
  clientSecret: z.nullable(z.string()),
});
export type QuoteIntent = z.infer<typeof quoteIntentSchema>;

/** GET /api/ecommerce/payment/settings: which card fields the web shows and with which keys. */
export const paymentSettingsSchema = z.object({
  mode: z.enum(["sandbox", "stripe"]),
  publishableKeys: z.object({ MXN: z.string(), USD: z.string() }),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;
