import type { Clock } from "@park/domain/dates.ts";
import type {
  OfficeOrderDto,
  OrderEmailDto,
  OrderRefundDto,
  OrderSearchResultDto,
  RefundBody,
} from "@park/domain/office-orders/office-order-dto.ts";
import {
  ORDER_PAGE_SIZE,
  type OrderSearchQuery,
  searchTerm,
} from "@park/domain/office-orders/order-search.ts";
import { refundableAmount, refundIssue } from "@park/domain/office-orders/refund-rules.ts";
import { QUOTE_STATE } from "@park/domain/quote/quote-states.ts";
import type { Database } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { queueVisitMail } from "../../ecommerce/confirmation-mail/outbox-repository.ts";
import type { QuotesService } from "../../ecommerce/quotes/service.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import {
  emailDto,
  isMadeRefund,
  OFFICE_RESEND,
  paymentDto,
  refundDto,
  refundedTotals,
  summaryDto,
} from "./order-mapper.ts";
import type { RefundSettlement } from "./refund-settlement.ts";
import { createOfficeOrdersRepository } from "./repository.ts";

/** Who asks: the signed-in staff member (request.staff). */
export type StaffActor = { id: string; name: string };

export type OfficeOrdersService = ReturnType<typeof createOfficeOrdersService>;

/**
 * The front desk's orders (issue 14, item 2): search, the order's page, resending its confirmation and
 * refunds through the payment provider. Every write is one transaction with its audit entry.
 */
export function createOfficeOrdersService(deps: {
  db: Database;
  quotes: QuotesService;
  /** Asks the provider for a pending refund and records its answer once. */
  settlement: RefundSettlement;
  clock: Clock;
  /** Sends what the outbox has due now (the confirmation e-mails' drainer). */
  drainMail: () => void;
}) {
  const { db, quotes, settlement, clock, drainMail } = deps;
  const repository = createOfficeOrdersRepository(db);

  async function quoteOrFail(orders: typeof repository, id: string) {
    const quote = await orders.quote(id);
    if (!quote) throw new AppError(404, "order_not_found");
    return quote;
  }

  return {
    async search(query: OrderSearchQuery): Promise<OrderSearchResultDto> {
      const rows = await repository.search(query, searchTerm(query.q ?? ""));
      return {
        orders: rows.slice(0, ORDER_PAGE_SIZE).map(summaryDto),
        page: query.page,
        pageSize: ORDER_PAGE_SIZE,
        hasMore: rows.length > ORDER_PAGE_SIZE,
      };
    },

    async order(id: string): Promise<OfficeOrderDto> {
      const record = await quoteOrFail(repository, id);
      const [quote, contact, paymentRows, refundRows, vehicle, emails] = await Promise.all([
        quotes.get(record.id),
        repository.contact(record.id),
        repository.payments(record.id),
        repository.refunds(record.id),
        repository.vehicle(record.id),
        repository.emails(record.id),
      ]);
      return {
        quote,
        createdAt: record.createdAt.toISOString(),
        contact: contact
          ? {
              name: contact.name,
              lastname: contact.lastname,
              email: contact.email,
              phoneNumber: contact.phoneNumber,
              city: contact.city,
              state: contact.otherState ?? contact.state,
              country: contact.otherCountry ?? contact.country,
            }
          : null,
        payments: paymentRows.map((payment) => paymentDto(payment, refundRows)),
        refunds: refundRows.filter(isMadeRefund).map(refundDto),
        refundedTotals: refundedTotals(refundRows.filter(isMadeRefund)),
        vehicle: vehicle
          ? {
              vehicleType: vehicle.vehicleTypeOther ?? vehicle.vehicleType,
              brand: vehicle.brandOther ?? vehicle.brand,
              color: vehicle.colorOther ?? vehicle.color,
              plate: vehicle.plate,
              plateType: vehicle.plateTypeOther ?? vehicle.plateType,
              firstTime: vehicle.firstTime,
              createdAt: vehicle.createdAt.toISOString(),
            }
          : null,
        emails: emails.map(emailDto),
      };
    },

    /**
     * Queues the confirmation e-mail again, to the buyer's address, once per request id (a double click
     * sends one); audited with the e-mail it queued. While an OXXO voucher or a SPEI transfer waits to
     * be paid, its instructions are what is sent again. 409 order_not_paid before the sale went through otherwise.
     */
    async resendConfirmation(
      id: string,
      requestId: string,
      staff: StaffActor,
    ): Promise<{ email: OrderEmailDto; queued: boolean }> {
      const result = await db.transaction(async (tx) => {
        const orders = createOfficeOrdersRepository(tx);
        const quote = await quoteOrFail(orders, id);
        const contact = await orders.contact(quote.id);
        const voucher = (await orders.payments(quote.id)).find((p) => p.status === "AWAITING_PAYMENT");
        const waiting = quote.status === QUOTE_STATE.PAYMENT_PENDING && voucher !== undefined;
        if ((quote.status !== QUOTE_STATE.PAID && !waiting) || !contact) {
          throw new AppError(409, "order_not_paid");
        }
        // A voucher's or transfer's e-mails name their attempt first (compose-confirmation.ts reads it from the key).
        const requestKey = `${voucher && waiting ? `${voucher.id}:` : ""}${OFFICE_RESEND}${requestId}`;
        const queued = await queueVisitMail(tx, {
          kind: waiting ? "voucher_issued" : "order_confirmation",
          quoteId: quote.id,
          recipient: contact.email,
          language: quote.language,
          requestKey,
          now: clock(),
        });
        if (!queued) {
          const earlier = await orders.emailByRequest(quote.id, requestKey);
          if (!earlier) throw new Error("a resend request was neither queued nor found");
          return { email: earlier, queued: false };
        }
        await recordAudit(tx, {
          staffId: staff.id,
          action: waiting ? "order.resend_voucher" : "order.resend_confirmation",
          entityType: "order",
          entityId: quote.id,
          before: null,
          after: { emailId: queued.id, recipient: queued.recipient, language: queued.language },
          at: queued.createdAt,
        });
        return { email: queued, queued: true };
      });
      if (result.queued) drainMail();
      return { email: emailDto(result.email), queued: result.queued };
    },

    /**
     * Refunds part or all of a succeeded payment through the provider, recorded once. One transaction,
     * under the payment's row lock, checks the amount against what remains (pending refunds included) and
     * writes the refund PENDING with the request's key; then the settlement asks the provider with that
     * key as its Idempotency-Key and records the answer. A second request with the same id (a double
     * click, a retry after a lost answer) finds the row and waits for, or finishes, the same refund; a
     * crash after the provider refunded leaves the row PENDING for the charge reconciler (refund-settlement.ts).
     */
    async refund(
      id: string,
      body: RefundBody,
      staff: StaffActor,
    ): Promise<{ refund: OrderRefundDto; created: boolean }> {
      const requestKey = `office-refund:${body.paymentId}:${body.requestId}`;
      const asked = await db.transaction(async (tx) => {
        const orders = createOfficeOrdersRepository(tx);
        const quote = await quoteOrFail(orders, id);
        const payment = await orders.lockPayment(body.paymentId);
        if (!payment || payment.quoteId !== quote.id) throw new AppError(404, "payment_not_found");
        const earlier = await orders.refundByRequest(requestKey);
        if (earlier) return { row: earlier, created: false };

        const committed = await orders.refundedAmounts(payment.id);
        const succeeded = payment.status === "SUCCEEDED" && payment.intentId !== null;
        const remaining = succeeded ? refundableAmount(payment.amount, committed) : 0;
        const issue = refundIssue(body.amount, remaining, succeeded);
        if (issue) throw new AppError(issue === "refund_amount_invalid" ? 400 : 409, issue);
        const row = await orders.insertRefund({
          paymentId: payment.id,
          quoteId: quote.id,
          status: "PENDING",
          amount: body.amount,
          currency: payment.currency,
          requestKey,
          staffId: staff.id,
          staffName: staff.name,
          createdAt: clock(),
        });
        return { row, created: true };
      });

      const settled = await settlement.settle(asked.row.id);
      if (settled === "unknown") throw new AppError(502, "refund_provider_failed");
      if (!isMadeRefund(settled)) throw new AppError(409, "refund_provider_refused");
      return { refund: refundDto(settled), created: asked.created };
    },
  };
}
