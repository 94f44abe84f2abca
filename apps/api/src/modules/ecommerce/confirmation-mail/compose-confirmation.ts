import type Mail from "nodemailer/lib/mailer";
import QRCode from "qrcode";
import type { QuotesService } from "../quotes/service.ts";
import type { QuoteSummaries } from "../quotes/summaries.ts";
import { confirmationMessage } from "./confirmation-message.ts";

/** Twice the confirmation page's 163 px, margin 0 like it (001 §9), so it stays sharp on dense screens. */
const QR_PIXELS = 326;

/** The PNG of a visit code's QR, as the gate scans it. */
export function visitCodeQrPng(code: string): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: "png", width: QR_PIXELS, margin: 0, errorCorrectionLevel: "M" });
}

export type ConfirmationRequest = { outboxId: string; quoteId: string; recipient: string };

export type ComposeConfirmation = (request: ConfirmationRequest) => Promise<Mail.Options>;

/** The confirmation e-mail of a queued row: the quote as it is now (paid), its QR and its visit summary PDF. */
export function createConfirmationComposer(deps: {
  quotes: QuotesService;
  summaries: QuoteSummaries;
  from: string;
}): ComposeConfirmation {
  const { quotes, summaries, from } = deps;
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
      summary: { fileName: summary.fileName, content: Buffer.from(summary.base64, "base64") },
    });
  };
}
