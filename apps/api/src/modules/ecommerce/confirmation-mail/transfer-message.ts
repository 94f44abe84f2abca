import { formatMoney } from "@park/domain/money.ts";
import { paymentDeadline } from "../../../texts/payment-deadline.ts";
import { type Catalogue, fill, textsOf } from "../../../texts/texts.ts";
import type { VoucherFacts, WaitingMailKind } from "./waiting-mail-facts.ts";

/** One paragraph of a waiting payment's e-mail, with an optional link. */
export type MailParagraph = { text: string; href?: string };

type TransferTextKey = keyof Catalogue["transferMail"];

/**
 * What a SPEI transfer's e-mails say between the greeting and the park's phone: where and how much to
 * send and by when (with what a partial transfer left), that the visit was let go, or what was refunded.
 */
export function transferParagraphs(
  kind: WaitingMailKind,
  facts: VoucherFacts,
  siteOrigin: string,
): MailParagraph[] {
  const { language } = facts;
  const t = (key: TransferTextKey, values: Record<string, string> = {}) =>
    fill(textsOf(language).transferMail[key], values);
  const pesos = (amount: number) => formatMoney(amount, "MXN");
  if (kind === "transfer_refunded") {
    return [
      { text: t("refundedIntro", { code: facts.code, amount: pesos(facts.refunded ?? 0) }) },
      { text: t("refundedTiming") },
    ];
  }
  if (kind === "voucher_lapsed") {
    return [
      { text: t("lapsedIntro", { code: facts.code }) },
      { text: fill(textsOf(language).voucherMail.bookAgain, { site: siteOrigin }) },
    ];
  }
  const transfer = facts.transfer;
  const remaining = transfer?.amountRemaining ?? null;
  return [
    { text: t("issuedIntro") },
    { text: t("bank", { bank: transfer?.bank ?? "" }) },
    { text: t("clabe", { clabe: transfer?.clabe ?? "" }) },
    { text: t("reference", { reference: facts.number ?? "" }) },
    { text: t("amount", { amount: pesos(facts.amount) }) },
    ...(remaining !== null && remaining < facts.amount
      ? [{ text: t("amountRemaining", { amount: pesos(remaining) }) }]
      : []),
    ...(facts.expiresAt
      ? [{ text: t("payBefore", { deadline: paymentDeadline(facts.expiresAt, language) }) }]
      : []),
    ...(facts.url ? [{ text: t("instructionsLink"), href: facts.url }] : []),
    ...(facts.heldUntil
      ? [{ text: t("heldUntil", { heldUntil: paymentDeadline(facts.heldUntil, language) }) }]
      : []),
    { text: t("afterPayment") },
    { text: textsOf(language).confirmationMail.orderLink, href: `${siteOrigin}/order/${facts.code}` },
  ];
}
