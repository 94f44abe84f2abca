import { centavosToPesos } from "@park/domain/money.ts";
import type Mail from "nodemailer/lib/mailer";
import type { OutboxKind } from "../../../db/schema/email-outbox.ts";
import { visitCodeQrPng } from "../../../infra/qr/visit-code-qr.ts";
import type { PaymentRecord } from "../payment/payment-repository.ts";
import { leftoverAmountOf } from "../payment/transfer-leftovers.ts";
import type { QuotesService } from "../quotes/service.ts";
import type { QuoteSummaries } from "../quotes/summaries.ts";
import { confirmationMessage } from "./confirmation-message.ts";
import { voucherMessage } from "./voucher-message.ts";

export type ConfirmationRequest = {
  outboxId: string;
  quoteId: string;
  recipient: string;
  kind: OutboxKind;
  /** A voucher's or a transfer's e-mails carry its payment attempt's id (a refund's, its amount too). */
  requestKey: string | null;
};

export type ComposeConfirmation = (request: ConfirmationRequest) => Promise<Mail.Options>;

/**
 * The e-mail of a queued row: the confirmation from the quote as it is now (paid), with its QR and its
 * visit summary PDF; a voucher's from its payment attempt, so it tells of that voucher whatever came after.
 */
export function createConfirmationComposer(deps: {
  quotes: QuotesService;
  summaries: QuoteSummaries;
  attempts: { byId(id: string): Promise<PaymentRecord | undefined> };
  from: string;
  /** Where the site is published: the message links to the order and directions pages there. */
  siteOrigin: string;
}): ComposeConfirmation {
  const { quotes, summaries, attempts, from, siteOrigin } = deps;
  return async ({ outboxId, quoteId, recipient, kind, requestKey }) => {
    const quote = await quotes.get(quoteId);
    const messageId = `<${outboxId}@ensenada-park.mail>`;
    if (kind !== "order_confirmation") {
      // The attempt's id, then the front desk's request when it asked for a resend.
      const attemptId = requestKey?.split(":")[0];
      const attempt = attemptId ? await attempts.byId(attemptId) : undefined;
      if (!attempt) throw new Error(`the voucher attempt ${requestKey} of e-mail ${outboxId} is gone`);
      const facts = {
        code: quote.code,
        language: quote.language,
        name: quote.contact?.name ?? null,
        amount: centavosToPesos(attempt.amount),
        number: attempt.voucherNumber,
        url: attempt.voucherUrl,
        expiresAt: attempt.voucherExpiresAt,
        heldUntil: attempt.awaitingUntil,
        transfer:
          attempt.method === "spei"
            ? {
                bank: attempt.transferBank,
                clabe: attempt.transferClabe,
                amountRemaining:
                  attempt.transferAmountRemaining === null
                    ? null
                    : centavosToPesos(attempt.transferAmountRemaining),
              }
            : null,
        refunded:
          kind === "transfer_refunded" ? centavosToPesos(leftoverAmountOf(requestKey ?? "") ?? 0) : null,
      };
      return voucherMessage(kind, facts, { from, to: recipient, messageId, siteOrigin });
    }
    const [qrPng, summary] = await Promise.all([
      visitCodeQrPng(quote.code),
      summaries.summary(quoteId, "visit"),
    ]);
    return confirmationMessage(quote, {
      from,
      to: recipient,
      messageId,
      qrPng,
      siteOrigin,
      summary: { fileName: summary.fileName, content: Buffer.from(summary.base64, "base64") },
    });
  };
}
