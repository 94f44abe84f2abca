import type { Language } from "@park/domain/constants.ts";

/** The e-mails of a payment that waits: its instructions, its lapse, and a transfer's refunded leftover. */
export type WaitingMailKind = "voucher_issued" | "voucher_lapsed" | "transfer_refunded";

/**
 * What the e-mails of a voucher or a transfer say of it: the attempt's own record, whatever the quote
 * has become since. `number` is the voucher's or the transfer's reference; `transfer` is a SPEI
 * transfer's bank, CLABE and what is left to send (pesos), null for a voucher.
 */
export type VoucherFacts = {
  code: string;
  language: Language;
  name: string | null;
  /** In pesos. */
  amount: number;
  number: string | null;
  url: string | null;
  expiresAt: Date | null;
  heldUntil: Date | null;
  transfer: { bank: string | null; clabe: string | null; amountRemaining: number | null } | null;
  /** In pesos: what a transfer_refunded e-mail tells was given back. */
  refunded: number | null;
};
