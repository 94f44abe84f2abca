import { readFileSync, rmSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../src/app.ts";
import { createAnswerCache, serverWithAnswerCache } from "../src/hot-path/answer-cache.ts";
import { sendDirect } from "../src/hot-path/direct-send.ts";
import { argsWithoutHotPath, HOT_PATH_NODE_FLAGS } from "../src/hot-path/node-flags.ts";
import { withPreparedStatements } from "../src/hot-path/pglite-prepared-statements.ts";
import { PGliteThread } from "../src/hot-path/pglite-thread.ts";
import { createQuoteUpdatesTogether } from "../src/hot-path/quote-updates-together.ts";
import { testConfig } from "./helpers/test-app.ts";

// Every way the app takes into src/hot-path is watched; each still does what it does.
vi.mock(import("../src/hot-path/answer-cache.ts"), { spy: true });
vi.mock(import("../src/hot-path/direct-send.ts"), { spy: true });
vi.mock(import("../src/hot-path/pglite-prepared-statements.ts"), { spy: true });
vi.mock(import("../src/hot-path/pglite-thread.ts"), { spy: true });
vi.mock(import("../src/hot-path/quote-updates-together.ts"), { spy: true });

/** Each piece of docs/hot-path.md's fence, by the call that puts it into the app. */
const WAYS_IN = {
  "answer cache before the router": createAnswerCache,
  "the HTTP server of the answer cache": serverWithAnswerCache,
  "prepared answers written directly": sendDirect,
  "PGlite in a thread of its own": PGliteThread.create,
  "named statements on PGlite": withPreparedStatements,
  "quote updates written together": createQuoteUpdatesTogether,
};

const NODE_ARGS = [...HOT_PATH_NODE_FLAGS, "--import", "tsx"];

afterEach(() => {
  vi.clearAllMocks();
});

describe.each([
  { HOT_PATH: "on", installed: true },
  { HOT_PATH: "off", installed: false },
])("HOT_PATH=$HOT_PATH", ({ HOT_PATH, installed }) => {
  it(`${installed ? "puts every" : "puts no"} piece of src/hot-path into the API`, async () => {
    // The app opens the database the settings name, as `npm start` does: PGlite in the data directory.
    const config = testConfig({ HOT_PATH });
    const app = await buildApp(config);
    try {
      const read = await app.inject({ method: "GET", url: "/api/catalog/country" });
      expect(read.statusCode).toBe(200);
      const called = Object.fromEntries(
        Object.entries(WAYS_IN).map(([piece, way]) => [piece, vi.mocked(way).mock.calls.length > 0]),
      );
      expect(called).toEqual(Object.fromEntries(Object.keys(WAYS_IN).map((piece) => [piece, installed])));
      expect(app.hotPath).toBe(installed);
      expect(app.answerCache !== null).toBe(installed);
      // The V8 settings: with the switch off, the server starts again without them (src/server.ts).
      expect(argsWithoutHotPath(config.hotPath, NODE_ARGS)).toEqual(
        installed ? undefined : ["--import", "tsx"],
      );
    } finally {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

it("`npm start -w apps/api` gives node the hot path's V8 settings", () => {
  const { scripts } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
  expect(scripts.start).toBe(`node ${HOT_PATH_NODE_FLAGS.join(" ")} --import tsx src/server.ts`);
  // Started without them (tsx watch, a test's process), nothing is taken out either way.
  expect(argsWithoutHotPath(false, ["--import", "tsx"])).toBeUndefined();
  expect(argsWithoutHotPath(true, ["--import", "tsx"])).toBeUndefined();
});
