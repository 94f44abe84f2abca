import { PARK_CONTACT_POINTS } from "@park/domain/contact/park-contact-points.ts";
import { formatMoney } from "@park/domain/money.ts";
import type Mail from "nodemailer/lib/mailer";
import { paymentDeadline } from "../../../texts/payment-deadline.ts";
import { type Catalogue, fill, textsOf } from "../../../texts/texts.ts";
import { type MailParagraph, transferParagraphs } from "./transfer-message.ts";
import type { VoucherFacts, WaitingMailKind } from "./waiting-mail-facts.ts";

type VoucherTextKey = keyof Catalogue["voucherMail"];

export type VoucherMailParts = { from: string; to: string; messageId: string; siteOrigin: string };

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The paragraphs of a voucher's or a transfer's e-mail, each a text, with an optional link. */
function paragraphs(kind: WaitingMailKind, facts: VoucherFacts, siteOrigin: string) {
  const { language } = facts;
  const t = (key: VoucherTextKey, values: Record<string, string> = {}) =>
    fill(textsOf(language).voucherMail[key], values);
  const mail = textsOf(language).confirmationMail;
  const greeting = facts.name ? fill(mail.greeting, { name: facts.name }) : mail.greetingNoName;
  const body: MailParagraph[] = [{ text: greeting }];
  if (facts.transfer || kind === "transfer_refunded") {
    body.push(...transferParagraphs(kind, facts, siteOrigin));
  } else if (kind === "voucher_issued") {
    body.push(
      { text: t("issuedIntro") },
      { text: t("amount", { amount: formatMoney(facts.amount, "MXN") }) },
      { text: t("reference", { number: facts.number ?? "" }) },
      ...(facts.expiresAt
        ? [{ text: t("payBefore", { deadline: paymentDeadline(facts.expiresAt, language) }) }]
        : []),
      ...(facts.url ? [{ text: t("voucherLink"), href: facts.url }] : []),
      ...(facts.heldUntil
        ? [{ text: t("heldUntil", { heldUntil: paymentDeadline(facts.heldUntil, language) }) }]
        : []),
      { text: t("afterPayment") },
      { text: mail.orderLink, href: `${siteOrigin}/order/${facts.code}` },
    );
  } else {
    body.push(
      { text: t("lapsedIntro", { code: facts.code }) },
      { text: t("bookAgain", { site: siteOrigin }) },
    );
  }
  body.push(
    { text: fill(mail.phone, { phone: PARK_CONTACT_POINTS.phone }) },
    { text: textsOf(language).brand.name },
  );
  return body;
}

/** The subject of a waiting payment's e-mail: a transfer's instructions and refund have their own. */
function subjectOf(kind: WaitingMailKind, facts: VoucherFacts): string {
  const texts = textsOf(facts.language);
  const values = { code: facts.code, park: texts.brand.name };
  if (kind === "transfer_refunded") return fill(texts.transferMail.refundedSubject, values);
  if (kind === "voucher_issued" && facts.transfer) return fill(texts.transferMail.issuedSubject, values);
  return fill(texts.voucherMail[kind === "voucher_issued" ? "issuedSubject" : "lapsedSubject"], values);
}

/**
 * The e-mails of an OXXO voucher or a SPEI transfer in the visit's language: what to pay (amount,
 * reference, deadline, the provider's printable instructions, how long the visit is held, what follows
 * the payment; a transfer's bank and CLABE), that it lapsed unpaid and the visit was let go, or that a
 * transfer's late or excess money was given back.
 */
export function voucherMessage(
  kind: WaitingMailKind,
  facts: VoucherFacts,
  parts: VoucherMailParts,
): Mail.Options {
  const { language } = facts;
  const park = textsOf(language).brand.name;
  const subject = subjectOf(kind, facts);
  const body = paragraphs(kind, facts, parts.siteOrigin);
  const text = body.map((p) => (p.href ? `${p.text}: ${p.href}` : p.text)).join("\n\n");
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222222;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:22px">${escapeHtml(park)}</h1>
${body
  .map((p) =>
    p.href
      ? `<p><a href="${escapeHtml(p.href)}">${escapeHtml(p.text)}</a></p>`
      : `<p>${escapeHtml(p.text)}</p>`,
  )
  .join("\n")}
</body>
</html>
`;
  return {
    from: parts.from,
    to: parts.to,
    messageId: parts.messageId,
    headers: { "Content-Language": language },
    subject,
    text: `${text}\n`,
    html,
  };
}
