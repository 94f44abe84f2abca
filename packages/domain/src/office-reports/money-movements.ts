import type { PaymentCurrency } from "../checkout/charge-amount.ts";
import type { StayType } from "../constants.ts";
import { type IsoDate, parkDate, parkTime } from "../dates.ts";
import { refundInCentavos } from "../office-orders/refund-rules.ts";

/**
 * What the desk's export of a date range lists, one line per movement of money, in the order it happened:
 * an order paid, a date change's difference paid, and a refund made. The pesos column adds up to the
 * range's net, as the dashboard's sales less refunds.
 */
export const MOVEMENT_KINDS = ["payment", "date_change", "refund"] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export const PAYMENT_METHOD_KINDS = ["card", "oxxo", "spei"] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];

/** A movement as the database reads it: amounts as stored, positive. */
export type MovementRow = {
  kind: MovementKind;
  at: Date;
  code: string;
  buyerName: string | null;
  buyerLastname: string | null;
  email: string | null;
  stayType: StayType;
  arrivalDate: IsoDate;
  departureDate: IsoDate;
  persons: number;
  method: PaymentMethodKind;
  currency: PaymentCurrency;
  exchangeRate: number;
  /** In the smallest unit of the currency. */
  amount: number;
  /** The pesos of a payment or a date change; for a refund, its payment's amounts give them. */
  centavos: number | null;
  payment: { amount: number; amountMxn: number } | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** The OXXO voucher or SPEI reference of a payment, the provider's id of a refund. */
  reference: string | null;
  /** Who made a refund. */
  staff: string | null;
};

/** The columns of the export, in their order; their headers are the runtime's texts. */
export const MOVEMENT_COLUMNS = [
  "at",
  "kind",
  "code",
  "buyer",
  "email",
  "stayType",
  "arrivalDate",
  "departureDate",
  "persons",
  "method",
  "currency",
  "amount",
  "exchangeRate",
  "amountMxn",
  "card",
  "reference",
  "staff",
] as const;
export type MovementColumn = (typeof MOVEMENT_COLUMNS)[number];

/** A line's values: texts, numbers (amounts in pesos or dollars with their cents) or empty. */
export type MovementLine = Record<MovementColumn, string | number | null>;

/** The park's wall clock at an instant, "YYYY-MM-DD HH:MM" (America/Tijuana), as spreadsheets read a time. */
export function parkWallClock(at: Date): string {
  return `${parkDate(at)} ${parkTime(at)}`;
}

/** What the movement brought in (positive) or gave back (negative): in its currency and in pesos, smallest units. */
export function signedMoney(row: MovementRow): { amount: number; centavos: number } {
  if (row.kind !== "refund") return { amount: row.amount, centavos: row.centavos ?? row.amount };
  const centavos = row.payment ? refundInCentavos(row.amount, row.payment) : (row.centavos ?? row.amount);
  return { amount: -row.amount, centavos: -centavos };
}

/**
 * A movement's line. `words` names the codes in the reader's language (kind, stay type, method); amounts
 * are in major units with two decimals, so a spreadsheet sums them as they read.
 */
export function movementLine(
  row: MovementRow,
  words: {
    kind: (kind: MovementKind) => string;
    stayType: (type: StayType) => string;
    method: (method: PaymentMethodKind) => string;
  },
): MovementLine {
  const money = signedMoney(row);
  const buyer = [row.buyerName, row.buyerLastname].filter(Boolean).join(" ");
  return {
    at: parkWallClock(row.at),
    kind: words.kind(row.kind),
    code: row.code,
    buyer: buyer === "" ? null : buyer,
    email: row.email,
    stayType: words.stayType(row.stayType),
    arrivalDate: row.arrivalDate,
    departureDate: row.departureDate,
    persons: row.persons,
    method: words.method(row.method),
    currency: row.currency,
    amount: money.amount / 100,
    exchangeRate: row.exchangeRate,
    amountMxn: money.centavos / 100,
    card: row.cardBrand && row.cardLast4 ? `${row.cardBrand} ${row.cardLast4}` : null,
    reference: row.reference,
    staff: row.staff,
  };
}
