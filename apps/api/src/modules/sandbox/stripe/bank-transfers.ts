import { findCustomer } from "./customers.ts";
import type { FormHash } from "./form-encoding.ts";
import { expansions, integer, onlyKnown, requiredText, text } from "./params.ts";
import { type ChargeContext, reconcileCashBalance } from "./payment-intents.ts";
import { invalidParam } from "./sandbox-error.ts";
import { stripeId } from "./sandbox-store.ts";

const FUND_PARAMS = ["amount", "currency", "reference", "expand"];

/** Stripe's customer_cash_balance_transaction of a transfer received (docs.stripe.com/api/cash_balance_transactions/object). */
export type CashBalanceTransactionObject = {
  id: string;
  object: "customer_cash_balance_transaction";
  type: "funded";
  funded: { bank_transfer: { reference: string | null; type: "mx_bank_transfer" } };
  net_amount: number;
  currency: string;
  customer: string;
  ending_balance: number;
  created: number;
  livemode: false;
};

/**
 * A SPEI transfer arriving at the Customer's CLABE: the cash balance grows by it and Stripe's automatic
 * reconciliation applies it to the Customer's intents waiting for a transfer (reconcileCashBalance),
 * whether it is all they need, part of it, more, or comes when none waits any more.
 */
export function receiveTransfer(
  ctx: ChargeContext,
  customerId: string,
  amount: number,
  currency: string,
  reference: string | null,
): CashBalanceTransactionObject {
  const customer = findCustomer(ctx.store, customerId);
  customer.cashBalance[currency] = (customer.cashBalance[currency] ?? 0) + amount;
  const transaction: CashBalanceTransactionObject = {
    id: stripeId("ccsbtxn"),
    object: "customer_cash_balance_transaction",
    type: "funded",
    funded: { bank_transfer: { reference, type: "mx_bank_transfer" } },
    net_amount: amount,
    currency,
    customer: customerId,
    ending_balance: customer.cashBalance[currency],
    created: Math.floor(ctx.now.getTime() / 1000),
    livemode: false,
  };
  reconcileCashBalance(ctx, customerId, currency);
  return transaction;
}

/**
 * POST /v1/test_helpers/customers/{id}/fund_cash_balance, Stripe's test helper that simulates an
 * incoming bank transfer (amount, currency, and the reference the sender wrote).
 */
export function fundCashBalance(ctx: ChargeContext, customerId: string, params: FormHash) {
  onlyKnown(params, FUND_PARAMS);
  expansions(params, []);
  const amount = integer(params, "amount");
  if (amount === undefined || amount < 1) throw invalidParam("amount", "amount must be a positive integer.");
  const currency = requiredText(params, "currency").toLowerCase();
  if (currency !== "mxn") {
    throw invalidParam("currency", "The sandbox funds cash balances by mx_bank_transfer, in mxn only.");
  }
  return receiveTransfer(ctx, customerId, amount, currency, text(params, "reference") ?? null);
}
