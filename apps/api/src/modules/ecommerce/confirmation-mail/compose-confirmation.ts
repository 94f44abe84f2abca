import type Mail from "nodemailer/lib/mailer";
import { visitCodeQrPng } from "../../../infra/qr/visit-code-qr.ts";
import type { QuotesService } from "../quotes/service.ts";
import type { QuoteSummaries } from "../quotes/summaries.ts";
import { confirmationMessage } from "./confirmation-message.ts";

export type ConfirmationRequest = { outboxId: string; quoteId: string; recipient: string };

export type ComposeConfirmation = (request: ConfirmationRequest) => Promise<Mail.Options>;

/** The confirmation e-mail of a queued row: the quote as it is now (paid), its QR and its visit summary PDF. */
export function createConfirmationComposer(deps: {
  quotes: QuotesService;
  summaries: QuoteSummaries;
  from: string;
  /** Where the site is published: the message links to the order and directions pages there. */
  siteOrigin: string;
}): ComposeConfirmation {
  const { quotes, summaries, from, siteOrigin } = deps;
  return async ({ outboxId, quoteId, recipient }) => {
    const quote = await quotes.get(quoteId);
    const [qrPng, summary] = await Promise.all([
      visitCodeQrPng(quote.code),
      summaries.summary(quoteId, "visit"),
    ]);
    return confirmationMessage(quote, {
      from,
      to: recipient,
      messageId: `<${outboxId}@ensenada-park.mail>`,
      qrPng,
      siteOrigin,
      summary: { fileName: summary.fileName, content: Buffer.from(summary.base64, "base64") },
    });
  };
}
