import { afterAll, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "./test-app.ts";

/*
 * The usual setting of a test file, given by calling `useAppFile()` at the top of the file (a call, not an
 * import's side effect: the suite shares one module graph per worker, vitest.config.ts): the file's app,
 * built before its first test and closed after its last. The binding is live: read it inside tests and hooks,
 * not at import.
 */
export let t: TestApp;

export function useAppFile(): void {
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
}
