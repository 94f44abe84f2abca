import type { Language } from "@park/domain/constants.ts";
import { PARK_CONTACT_POINTS, whatsappLink } from "@park/domain/contact/park-contact-points.ts";
import { formatMoney } from "@park/domain/money.ts";
import { isLodgingStay } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type Mail from "nodemailer/lib/mailer";
import { type Catalogue, fill, textsOf } from "../../../texts/texts.ts";
import { lodgingLines, visitSummaryDocument } from "../quotes/summary-document.ts";

type ConfirmationTextKey = keyof Catalogue["confirmationMail"];

/** A text of the mail in the language asked, with each `{{name}}` replaced by its value. */
function confirmationText(
  key: ConfirmationTextKey,
  language: Language,
  values: Record<string, string> = {},
): string {
  return fill(textsOf(language).confirmationMail[key], values);
}

/** Content id of the QR image, referenced by the HTML body (`cid:`). */
export const QR_CID = "visit-code-qr@ensenada-park";

/** The confirmation page's QR width (001 §9: 163 wide); the PNG has twice the pixels for sharp screens. */
const QR_DISPLAY_WIDTH = 163;

export type ConfirmationParts = {
  from: string;
  to: string;
  /** Stable per queued message, so a resend after a crash is recognisable as the same message. */
  messageId: string;
  /** PNG of the QR code of the visit code. */
  qrPng: Buffer;
  /** Where the site is published, e.g. https://www.ensenadapark.com: the links point there. */
  siteOrigin: string;
  summary: { fileName: string; content: Buffer };
};

type Line = { label: string; detail: string; amount: string };

function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

/** The lines and totals in the currency paid (each figure pesos / rate, 2 decimals, 000 §9); MXN before a payment. */
function purchase(quote: QuoteDto, language: Language) {
  const currency = quote.payment?.currency ?? "MXN";
  const rate = quote.payment?.exchangeRate ?? 1;
  const money = (pesos: number) => formatMoney(pesos, currency, rate);
  const lines: Line[] = quote.items.map((item) => ({
    label: item.name,
    detail: `${item.quantity} x ${money(item.price)}${item.hours === null ? "" : ` x ${item.hours} h`}`,
    amount: money(item.totalAmount),
  }));
  const totals: { label: string; amount: string }[] = [];
  if (quote.discountAmount > 0) {
    totals.push({ label: confirmationText("discount", language), amount: `-${money(quote.discountAmount)}` });
  }
  // What the card was charged, exactly; the lines are converted one by one and may differ by a cent.
  const total = quote.payment ? formatMoney(quote.payment.amount, currency) : money(quote.totalAmount);
  totals.push({ label: confirmationText("totalPaid", language), amount: total });
  return { lines, totals, currency, rate };
}

function paymentNotes(quote: QuoteDto, language: Language): string[] {
  const { payment } = quote;
  if (!payment) return [];
  const notes: string[] = [];
  if (payment.method === "oxxo") notes.push(confirmationText("paidCash", language));
  if (payment.method === "spei") notes.push(confirmationText("paidTransfer", language));
  if (payment.cardBrand && payment.last4) {
    const card = confirmationText("cardEnding", language, {
      brand: payment.cardBrand.charAt(0).toUpperCase() + payment.cardBrand.slice(1),
      last4: payment.last4,
    });
    notes.push(confirmationText("paidWith", language, { card }));
  }
  if (payment.currency !== "MXN") {
    notes.push(confirmationText("exchangeRate", language, { rate: payment.exchangeRate.toFixed(2) }));
  }
  return notes;
}

function bringList(quote: QuoteDto, language: Language): string[] {
  // Paid in cash or by transfer, there is no card to show: the buyer's ID is what the gate checks.
  if (quote.payment && quote.payment.method !== "card") return [confirmationText("bringIdBuyer", language)];
  const last4 = quote.payment?.last4;
  return [
    confirmationText("bringId", language),
    last4
      ? confirmationText("bringCardEnding", language, { last4 })
      : confirmationText("bringCard", language),
  ];
}

function redeemText(quote: QuoteDto, language: Language): string {
  const noCard = quote.payment !== null && quote.payment.method !== "card";
  return confirmationText(noCard ? "redeemCash" : "redeem", language);
}

/** Where the visitor finds more: the order page (000 §4 order.details), directions, WhatsApp and the phone. */
function helpLinks(quote: QuoteDto, language: Language, siteOrigin: string) {
  return {
    order: `${siteOrigin}/order/${quote.code}`,
    directions: `${siteOrigin}/directions`,
    whatsapp: whatsappLink(confirmationText("whatsappGreeting", language, { code: quote.code })),
    phone: confirmationText("phone", language, { phone: PARK_CONTACT_POINTS.phone }),
  };
}

function textBody(quote: QuoteDto, language: Language, siteOrigin: string): string {
  const t = (key: ConfirmationTextKey, values?: Record<string, string>) =>
    confirmationText(key, language, values);
  const { facts } = visitSummaryDocument(quote);
  const { lines, totals } = purchase(quote, language);
  const lodging = isLodgingStay(quote.visit.stayType) ? lodgingLines(quote, language) : [];
  const name = quote.contact?.name;
  const links = helpLinks(quote, language, siteOrigin);
  const out = [
    name ? t("greeting", { name }) : t("greetingNoName"),
    "",
    t("thanks"),
    "",
    t("showCode"),
    `    ${quote.code}`,
    "",
    t("visit"),
    ...facts.map((f) => `- ${f.label}: ${f.value}`),
  ];
  if (lodging.length > 0) out.push("", t("lodging"), ...lodging.map((l) => `- ${l}`));
  out.push(
    "",
    t("lines"),
    ...lines.map((l) => `- ${l.label}: ${l.detail} = ${l.amount}`),
    ...totals.map((total) => `${total.label}: ${total.amount}`),
    ...paymentNotes(quote, language),
    "",
    t("bring"),
    ...bringList(quote, language).map((b) => `- ${b}`),
    redeemText(quote, language),
    "",
    t("attached"),
    "",
    t("help"),
    `- ${t("orderLink")}: ${links.order}`,
    `- ${t("directionsLink")}: ${links.directions}`,
    `- ${t("whatsappLink")}: ${links.whatsapp}`,
    `- ${links.phone}`,
    "",
    t("closing"),
    textsOf(language).brand.name,
  );
  return `${out.join("\n")}\n`;
}

function htmlBody(quote: QuoteDto, language: Language, siteOrigin: string): string {
  const t = (key: ConfirmationTextKey, values?: Record<string, string>) =>
    escapeHtml(confirmationText(key, language, values));
  const e = escapeHtml;
  const { facts } = visitSummaryDocument(quote);
  const { lines, totals } = purchase(quote, language);
  const lodging = isLodgingStay(quote.visit.stayType) ? lodgingLines(quote, language) : [];
  const name = quote.contact?.name;
  const cell = 'style="padding:4px 8px;border-bottom:1px solid #dddddd"';
  const right = 'style="padding:4px 8px;border-bottom:1px solid #dddddd;text-align:right"';
  const list = (items: string[]) => `<ul>${items.map((i) => `<li>${e(i)}</li>`).join("")}</ul>`;
  const links = helpLinks(quote, language, siteOrigin);
  const link = (href: string, label: string) => `<li><a href="${e(href)}">${label}</a></li>`;
  return `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><title>${t("subject", { code: quote.code, park: textsOf(language).brand.name })}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222222;max-width:640px;margin:0 auto;padding:16px">
<h1 style="font-size:22px">${e(textsOf(language).brand.name)}</h1>
<p>${name ? t("greeting", { name }) : t("greetingNoName")}</p>
<p>${t("thanks")}</p>
<p>${t("showCode")}</p>
<p style="text-align:center"><img src="cid:${QR_CID}" width="${QR_DISPLAY_WIDTH}" height="${QR_DISPLAY_WIDTH}" alt="${t("qrAlt", { code: quote.code })}"><br>
<strong style="font-size:32px;letter-spacing:4px">${e(quote.code)}</strong></p>
<h2 style="font-size:18px">${t("visit")}</h2>
<table style="border-collapse:collapse">${facts
    .map(
      (f) => `<tr><th scope="row" ${cell} align="left">${e(f.label)}</th><td ${cell}>${e(f.value)}</td></tr>`,
    )
    .join("")}</table>
${lodging.length > 0 ? `<h2 style="font-size:18px">${t("lodging")}</h2>${list(lodging)}` : ""}
<h2 style="font-size:18px">${t("lines")}</h2>
<table style="border-collapse:collapse;width:100%">
<thead><tr><th ${cell} align="left">${t("item")}</th><th ${cell} align="left">${t("quantityPrice")}</th><th ${right}>${t("amount")}</th></tr></thead>
<tbody>${lines
    .map(
      (l) =>
        `<tr><td ${cell}>${e(l.label)}</td><td ${cell}>${e(l.detail)}</td><td ${right}>${e(l.amount)}</td></tr>`,
    )
    .join("")}</tbody>
<tfoot>${totals
    .map(
      (total) =>
        `<tr><th ${cell} colspan="2" align="left">${e(total.label)}</th><td ${right}><strong>${e(total.amount)}</strong></td></tr>`,
    )
    .join("")}</tfoot>
</table>
${paymentNotes(quote, language)
  .map((note) => `<p>${e(note)}</p>`)
  .join("")}
<h2 style="font-size:18px">${t("bring")}</h2>
${list(bringList(quote, language))}
<p>${e(redeemText(quote, language))}</p>
<p>${t("attached")}</p>
<h2 style="font-size:18px">${t("help")}</h2>
<ul>${link(links.order, t("orderLink"))}${link(links.directions, t("directionsLink"))}${link(links.whatsapp, t("whatsappLink"))}<li><a href="tel:${PARK_CONTACT_POINTS.phoneHref}">${e(links.phone)}</a></li></ul>
<p>${t("closing")}<br>${e(textsOf(language).brand.name)}</p>
</body>
</html>
`;
}

/**
 * The confirmation e-mail of a paid quote in its language: subject with the visit code, the visit, its
 * lodging units, the lines and totals in the currency paid, the QR code of the visit code (inline image),
 * what to bring (000 §6), links to the order page, directions and WhatsApp with the park's phone, and the
 * visit summary PDF attached.
 */
export function confirmationMessage(quote: QuoteDto, parts: ConfirmationParts): Mail.Options {
  const language = quote.language;
  return {
    from: parts.from,
    to: parts.to,
    messageId: parts.messageId,
    // The visit's language, for mail clients that offer to translate and for screen readers.
    headers: { "Content-Language": language },
    subject: confirmationText("subject", language, { code: quote.code, park: textsOf(language).brand.name }),
    text: textBody(quote, language, parts.siteOrigin),
    html: htmlBody(quote, language, parts.siteOrigin),
    attachments: [
      { filename: `${quote.code}.png`, content: parts.qrPng, contentType: "image/png", cid: QR_CID },
      { filename: parts.summary.fileName, content: parts.summary.content, contentType: "application/pdf" },
    ],
  };
}
