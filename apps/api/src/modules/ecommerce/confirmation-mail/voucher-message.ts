import { OXXO_TIME_ZONE } from "@park/domain/checkout/voucher-terms.ts";
import type { Language } from "@park/domain/constants.ts";
import { PARK_CONTACT_POINTS } from "@park/domain/contact/park-contact-points.ts";
import { formatMoney } from "@park/domain/money.ts";
import type Mail from "nodemailer/lib/mailer";
import { type Catalogue, fill, textsOf } from "../../../texts/texts.ts";

type VoucherTextKey = keyof Catalogue["voucherMail"];

/** What the voucher's e-mails say of it: the attempt's own record, whatever the quote has become since. */
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
};

export type VoucherMailParts = { from: string; to: string; messageId: string; siteOrigin: string };

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** An instant as the visitor reads it, by Mexico City's clock (the voucher's own), with the zone named. */
function when(instant: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === "es" ? "es-MX" : "en-US", {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: OXXO_TIME_ZONE,
    timeZoneName: "short",
  }).format(instant);
}

/** The paragraphs of a voucher's e-mail, each a text, with an optional link. */
function paragraphs(kind: "voucher_issued" | "voucher_lapsed", facts: VoucherFacts, siteOrigin: string) {
  const { language } = facts;
  const t = (key: VoucherTextKey, values: Record<string, string> = {}) =>
    fill(textsOf(language).voucherMail[key], values);
  const mail = textsOf(language).confirmationMail;
  const greeting = facts.name ? fill(mail.greeting, { name: facts.name }) : mail.greetingNoName;
  const body: { text: string; href?: string }[] = [{ text: greeting }];
  if (kind === "voucher_issued") {
    body.push(
      { text: t("issuedIntro") },
      { text: t("amount", { amount: formatMoney(facts.amount, "MXN") }) },
      { text: t("reference", { number: facts.number ?? "" }) },
      ...(facts.expiresAt ? [{ text: t("payBefore", { deadline: when(facts.expiresAt, language) }) }] : []),
      ...(facts.url ? [{ text: t("voucherLink"), href: facts.url }] : []),
      ...(facts.heldUntil ? [{ text: t("heldUntil", { heldUntil: when(facts.heldUntil, language) }) }] : []),
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

/**
 * The e-mails of an OXXO voucher in the visit's language: the voucher to pay (amount, reference, deadline,
 * the provider's printable voucher, how long the visit is held, what follows the payment), or that it
 * lapsed unpaid and the visit was let go without any charge.
 */
export function voucherMessage(
  kind: "voucher_issued" | "voucher_lapsed",
  facts: VoucherFacts,
  parts: VoucherMailParts,
): Mail.Options {
  const { language } = facts;
  const park = textsOf(language).brand.name;
  const subject = fill(
    textsOf(language).voucherMail[kind === "voucher_issued" ? "issuedSubject" : "lapsedSubject"],
    { code: facts.code, park },
  );
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
