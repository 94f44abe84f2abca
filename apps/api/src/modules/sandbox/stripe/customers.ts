import { randomBytes, randomInt } from "node:crypto";
import type { FormHash } from "./form-encoding.ts";
import { expansions, metadata, onlyKnown, text } from "./params.ts";
import { resourceMissing } from "./sandbox-error.ts";
import type { SandboxState, StoredCustomer } from "./sandbox-objects.ts";
import { stripeId } from "./sandbox-store.ts";

const CUSTOMER_PARAMS = ["name", "email", "description", "metadata", "expand"];

/** Stripe's cash_balance object (docs.stripe.com/api/cash_balance/object). */
export type CashBalanceObject = {
  object: "cash_balance";
  available: Record<string, number> | null;
  customer: string;
  livemode: false;
  settings: { reconciliation_mode: "automatic"; using_merchant_default: true };
};

/** Stripe's bank for Mexican transfers is Citibanamex (SPEI bank code 002). */
export const SPEI_BANK = { bank_code: "002", bank_name: "BANAMEX" } as const;

/** POST /v1/customers: a Customer with the fields the park sends (a transfer's payer). */
export function createCustomer(state: SandboxState, params: FormHash, now: Date): StoredCustomer {
  onlyKnown(params, CUSTOMER_PARAMS);
  expansions(params, []);
  const stored: StoredCustomer = {
    object: {
      id: stripeId("cus", 14),
      object: "customer",
      name: text(params, "name") ?? null,
      email: text(params, "email") ?? null,
      description: text(params, "description") ?? null,
      metadata: metadata(params) ?? {},
      created: Math.floor(now.getTime() / 1000),
      livemode: false,
    },
    cashBalance: {},
    clabe: null,
  };
  state.customers.set(stored.object.id, stored);
  return stored;
}

export function findCustomer(state: SandboxState, id: string, param = "customer"): StoredCustomer {
  const stored = state.customers.get(id);
  if (!stored) throw resourceMissing("customer", id, param);
  return stored;
}

/** The Customer's cash balance as Stripe answers it: null until a transfer first funded it. */
export function cashBalanceView(stored: StoredCustomer): CashBalanceObject {
  const funded = Object.keys(stored.cashBalance).length > 0;
  return {
    object: "cash_balance",
    available: funded ? { ...stored.cashBalance } : null,
    customer: stored.object.id,
    livemode: false,
    settings: { reconciliation_mode: "automatic", using_merchant_default: true },
  };
}

/**
 * An 18-digit CLABE of bank 002: bank, branch (3), account (11) and Banxico's check digit (weights 3, 7,
 * 1 over the first 17 digits), so a bank's app would take it as well formed.
 */
export function generatedClabe(): string {
  const body = `${SPEI_BANK.bank_code}180${Array.from(randomBytes(11), (b) => String(b % 10)).join("")}`;
  const weights = [3, 7, 1];
  const sum = [...body].reduce((total, digit, i) => total + ((Number(digit) * weights[i % 3]!) % 10), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}

/** The Customer's virtual SPEI account: made with its first bank transfer and kept for good, as Stripe's. */
export function clabeOf(stored: StoredCustomer): string {
  stored.clabe ??= generatedClabe();
  return stored.clabe;
}

/** A transfer's reference, a 7-digit number unique enough for a sandbox. */
export function transferReference(): string {
  return String(randomInt(1_000_000, 10_000_000));
}
