import type { Language } from "@park/domain/constants.ts";
import { paymentDeadline } from "../../../texts/payment-deadline.ts";
import { textsOf } from "../../../texts/texts.ts";
import { escapeHtml, formatAmount, sandboxPage } from "./challenge-page.ts";
import type { PaymentIntentObject } from "./sandbox-objects.ts";

/** The voucher as Stripe's hosted page shows it, with the tester's two answers: pay it, or let it lapse. */
export function voucherPage(
  language: Language,
  intent: PaymentIntentObject,
  voucher: { number: string; expires_after: number },
  action: string,
): string {
  const t = textsOf(language).sandboxVoucher;
  const expires = paymentDeadline(new Date(voucher.expires_after * 1000), language);
  const form = (
    outcome: "pay" | "expire",
    label: string,
  ) => `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="client_secret" value="${escapeHtml(intent.client_secret)}">
<input type="hidden" name="outcome" value="${outcome}">
<input type="hidden" name="locale" value="${language}">
<button type="submit" class="${outcome === "pay" ? "approve" : "fail"}">${escapeHtml(label)}</button>
</form>`;
  return sandboxPage(
    language,
    t.title,
    `<h1>${t.title}</h1>
<p>${t.intro}</p>
<dl><dt>${t.amount}</dt><dd>${escapeHtml(formatAmount(intent, language))}</dd>
<dt>${t.reference}</dt><dd>${escapeHtml(voucher.number)}</dd>
<dt>${t.expires}</dt><dd>${escapeHtml(expires)}</dd></dl>
<p id="question">${t.question}</p>
<div class="actions" role="group" aria-labelledby="question">
${form("pay", t.pay)}
${form("expire", t.expire)}
</div>`,
  );
}

/** A short page in place of the voucher: what became of it, or why it cannot be shown. */
export function voucherNotice(language: Language, line: "paid" | "expired" | "done" | "missing"): string {
  const t = textsOf(language).sandboxVoucher;
  return sandboxPage(language, t.title, `<h1>${t.title}</h1>\n<p role="status">${t[line]}</p>`);
}
