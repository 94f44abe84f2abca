import { afterAll, afterEach, beforeAll } from "vitest";
import { buildEcommerceTestApp, type EcommerceTestApp, unitIds, visitorToken } from "./ecommerce-test-app.ts";

/*
 * The usual setting of an ecommerce test file, given by importing it: the file's app (built before its first
 * test, closed after its last, its clock back at PINNED_NOW after each test), a visitor's token and the
 * lodging units' ids by name. The bindings are live: read them inside tests and hooks, not at import.
 */
export let t: EcommerceTestApp;
export let token: string;
export let ids: Record<string, string>;

beforeAll(async () => {
  t = await buildEcommerceTestApp();
  token = await visitorToken(t.app);
  ids = await unitIds(t);
});
afterEach(() => t.time.reset());
afterAll(() => t.close());
