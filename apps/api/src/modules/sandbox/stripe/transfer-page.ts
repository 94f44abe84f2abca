import type { Language } from "@park/domain/constants.ts";
import { fill, textsOf } from "../../../texts/texts.ts";
import { escapeHtml, sandboxPage } from "./challenge-page.ts";
import type { BankTransferInstructions, PaymentIntentObject } from "./sandbox-objects.ts";

function pesos(centavos: number, language: Language): string {
  return new Intl.NumberFormat(language === "es" ? "es-MX" : "en-US", {
    style: "currency",
    currency: "MXN",
  }).format(centavos / 100);
}

/**
 * Stripe's hosted bank transfer instructions, stood in for: the bank, CLABE, reference and what remains,
 * with the tester's answers: send what is left, or send an amount of one's own (less, more, or, once the
 * intent no longer waits, a late transfer that lands in the Customer's cash balance).
 */
export function transferPage(
  language: Language,
  intent: PaymentIntentObject,
  instructions: BankTransferInstructions,
  waiting: boolean,
  action: string,
): string {
  const t = textsOf(language).sandboxTransfer;
  const [address] = instructions.financial_addresses;
  const hidden = `<input type="hidden" name="client_secret" value="${escapeHtml(intent.client_secret)}">
<input type="hidden" name="locale" value="${language}">`;
  return sandboxPage(
    language,
    t.title,
    `<h1>${t.title}</h1>
<p>${t.intro}</p>
<dl><dt>${t.bank}</dt><dd>${escapeHtml(address?.spei.bank_name ?? "")}</dd>
<dt>${t.clabe}</dt><dd>${escapeHtml(address?.spei.clabe ?? "")}</dd>
<dt>${t.reference}</dt><dd>${escapeHtml(instructions.reference)}</dd>
<dt>${t.amount}</dt><dd>${escapeHtml(pesos(intent.amount, language))}</dd>
<dt>${t.amountRemaining}</dt><dd>${escapeHtml(pesos(waiting ? instructions.amount_remaining : 0, language))}</dd></dl>
${waiting ? "" : `<p role="status">${t.late}</p>`}
<p id="question">${t.question}</p>
<div class="actions" role="group" aria-labelledby="question">
${
  waiting
    ? `<form method="post" action="${escapeHtml(action)}">${hidden}
<input type="hidden" name="outcome" value="full">
<button type="submit" class="approve">${escapeHtml(t.full)}</button>
</form>`
    : ""
}
<form method="post" action="${escapeHtml(action)}">${hidden}
<input type="hidden" name="outcome" value="amount">
<label>${escapeHtml(t.partialLabel)} <input name="amount" inputmode="decimal" required></label>
<button type="submit" class="fail">${escapeHtml(t.partial)}</button>
</form>
</div>`,
  );
}

/** A short page in place of the instructions: the transfer that arrived, or why none could be sent. */
export function transferNotice(
  language: Language,
  line: "sent" | "missing" | "invalidAmount",
  centavos = 0,
): string {
  const t = textsOf(language).sandboxTransfer;
  const text = line === "sent" ? fill(t.sent, { amount: pesos(centavos, language) }) : t[line];
  return sandboxPage(language, t.title, `<h1>${t.title}</h1>\n<p role="status">${escapeHtml(text)}</p>`);
}
