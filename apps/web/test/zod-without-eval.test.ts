import { expect, it } from "vitest";
import { config } from "zod/mini";
import "../app/zod-without-eval.ts";

it("turns zod's eval-compiled parsers off, which the site's CSP forbids", () => {
  expect(config().jitless).toBe(true);
});
