import { afterAll, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "./test-app.ts";

/*
 * The usual setting of a test file, given by importing it: the file's app, built before its first test and
 * closed after its last. The binding is live: read it inside tests and hooks, not at import.
 */
export let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
