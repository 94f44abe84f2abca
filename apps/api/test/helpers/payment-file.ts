import { afterAll, beforeAll } from "vitest";
import { unitIds, visitorToken } from "./ecommerce-test-app.ts";
import { buildPaymentTestApp, type PaymentTestApp } from "./payment-test-app.ts";

/*
 * The usual setting of a payment test file, given by calling `usePaymentFile()` at the top of the file (a
 * call, not an import's side effect: the suite shares one module graph per worker, vitest.config.ts): the
 * file's app listening for the provider's calls (built before its first test, closed after its last), a
 * visitor's token and the lodging units' ids by name. The bindings are live: read them inside tests and
 * hooks, not at import.
 */
export let t: PaymentTestApp;
export let token: string;
export let ids: Record<string, string>;

export function usePaymentFile(): void {
  beforeAll(async () => {
    t = await buildPaymentTestApp();
    token = await visitorToken(t.app);
    ids = await unitIds(t);
  });
  afterAll(() => t.close());
}
