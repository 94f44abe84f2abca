// Browser tests need the system Chromium's headless shell. In CI they are required; elsewhere, without it,
// they are skipped with a loud notice rather than silently passing.
import { existsSync } from "node:fs";
import { sideBySide } from "../.ci/side-by-side.mjs";

// The path tests/chromium.ts launches (plain node cannot import that TypeScript file).
const chromium = "/usr/bin/chromium-headless-shell";
if (!existsSync(chromium)) {
  const line = "!".repeat(78);
  const text = `${line}\n!! BROWSER TESTS SKIPPED: ${chromium} is missing.\n!! Install it with: apt-get install -y chromium-headless-shell\n${line}`;
  if (process.env.CI === "true" || process.env.CI === "1") {
    process.stderr.write(`${text}\n!! CI requires them: failing.\n`);
    process.exit(1);
  }
  process.stderr.write(`${text}\n`);
  process.exit(0);
}

// E2E_BESIDE: a command CI runs while the browser tests run (.ci/run: the API suite on PostgreSQL). Its output
// is printed once the browser tests end, so the two do not interleave; the run fails if either fails.
const quoted = process.argv.slice(2).map((arg) => `'${arg.replaceAll("'", "'\\''")}'`);
const browser = ["npx playwright test", ...quoted].join(" ");
const beside = process.env.E2E_BESIDE ? [process.env.E2E_BESIDE] : [];
process.exit(await sideBySide([browser, ...beside]));
