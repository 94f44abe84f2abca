import { afterAll, afterEach, beforeAll } from "vitest";
import { buildEcommerceTestApp, type EcommerceTestApp, unitIds, visitorToken } from "./ecommerce-test-app.ts";

/*
 * The usual setting of an ecommerce test file, given by calling `useEcommerceFile()` at the top of the file
 * (a call, not an import's side effect: the suite shares one module graph per worker, vitest.config.ts): the
 * file's app (built before its first test, closed after its last, its clock back at PINNED_NOW after each
 * test), a visitor's token and the lodging units' ids by name. The bindings are live: read them inside tests
 * and hooks, not at import.
 */
export let t: EcommerceTestApp;
export let token: string;
export let ids: Record<string, string>;

export function useEcommerceFile(): void {
  beforeAll(async () => {
    t = await buildEcommerceTestApp();
    token = await visitorToken(t.app);
    ids = await unitIds(t);
  });
  afterEach(() => t.time.reset());
  afterAll(() => t.close());
}
