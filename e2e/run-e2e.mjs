// Browser tests need the system Chromium. In CI they are required; elsewhere, without Chromium,
// they are skipped with a loud notice rather than silently passing.
import { existsSync } from "node:fs";
import { run } from "../.ci/side-by-side.mjs";

const chromium = "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const line = "!".repeat(78);
  const text = `${line}\n!! BROWSER TESTS SKIPPED: ${chromium} is missing.\n!! Install it with: apt-get install -y chromium\n${line}`;
  if (process.env.CI === "true" || process.env.CI === "1") {
    process.stderr.write(`${text}\n!! CI requires them: failing.\n`);
    process.exit(1);
  }
  process.stderr.write(`${text}\n`);
  process.exit(0);
}

const quoted = process.argv.slice(2).map((arg) => `'${arg.replaceAll("'", "'\\''")}'`);
const { status } = await run(["npx playwright test", ...quoted].join(" "), { capture: false });
process.exit(status);
