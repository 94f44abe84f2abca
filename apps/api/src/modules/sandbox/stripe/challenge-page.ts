import type { Language } from "@park/domain/constants.ts";
import { type Catalogue, textsOf } from "../../../texts/texts.ts";
import type { PaymentIntentObject } from "./sandbox-objects.ts";

/** The page's texts are the API catalogue's `sandboxChallenge` group (decision 0051). */
export type ChallengeText = keyof Catalogue["sandboxChallenge"];

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

// Inline styles only: the site's content security policy allows them and forbids inline scripts.
const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1a1a1a}
main{max-width:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 4px #0003}
h1{font-size:1.35rem;margin-top:0}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
dt{font-weight:600}
.actions{display:flex;gap:.75rem;flex-wrap:wrap;margin-top:1.25rem}
button{font:inherit;padding:.7rem 1.1rem;border-radius:.375rem;border:2px solid #1d4ed8;cursor:pointer}
.approve{background:#1d4ed8;color:#fff}
.fail{background:#fff;color:#1d4ed8}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
`;

/** A sandbox page: the bank's or the store's stand-in, in the visitor's language. */
export function sandboxPage(language: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export function formatAmount(intent: PaymentIntentObject, language: Language): string {
  return new Intl.NumberFormat(language === "es" ? "es-MX" : "en-US", {
    style: "currency",
    currency: intent.currency.toUpperCase(),
  }).format(intent.amount / 100);
}

/** The page the bank would show: the payment, and one button to approve and one to fail the authentication. */
export function challengePage(
  language: Language,
  intent: PaymentIntentObject,
  cardLast4: string | null,
  action: string,
): string {
  const t = textsOf(language).sandboxChallenge;
  const form = (
    outcome: "approve" | "fail",
    label: string,
  ) => `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="client_secret" value="${escapeHtml(intent.client_secret)}">
<input type="hidden" name="outcome" value="${outcome}">
<input type="hidden" name="locale" value="${language}">
<button type="submit" class="${outcome}">${escapeHtml(label)}</button>
</form>`;
  const card = cardLast4 ? `<dt>${t.card}</dt><dd>•••• ${escapeHtml(cardLast4)}</dd>` : "";
  return sandboxPage(
    language,
    t.title,
    `<h1>${t.title}</h1>
<p>${t.intro}</p>
<dl><dt>${t.amount}</dt><dd>${escapeHtml(formatAmount(intent, language))}</dd>${card}</dl>
<p id="question">${t.question}</p>
<div class="actions" role="group" aria-labelledby="question">
${form("approve", t.approve)}
${form("fail", t.fail)}
</div>`,
  );
}

/** A short page in place of the challenge: its outcome when there is no return_url, or why it cannot be shown. */
export function noticePage(language: Language, ...lines: ChallengeText[]): string {
  const t = textsOf(language).sandboxChallenge;
  const [first = "title", ...rest] = lines;
  return sandboxPage(
    language,
    t.title,
    `<h1>${t.title}</h1>
<p role="status">${t[first]}</p>
${rest.map((line) => `<p>${t[line]}</p>`).join("\n")}`,
  );
}
