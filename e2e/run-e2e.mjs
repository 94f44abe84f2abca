// Browser tests need the system Chromium. In CI they are required; elsewhere, without Chromium,
// they are skipped with a loud notice rather than silently passing.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";

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

/** Runs a command to its end: its exit status, and its output if `capture` (else printed as it comes). */
function run(command, args, { capture = false, shell = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { shell, stdio: capture ? ["ignore", "pipe", "pipe"] : "inherit" });
    const chunks = [];
    child.stdout?.on("data", (chunk) => chunks.push(chunk));
    child.stderr?.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (status) => resolve({ status: status ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

// E2E_BESIDE: a command CI runs while the browser tests run (.ci/run: the API suite on PostgreSQL), since the
// browser spends much of its time waiting. Its output is printed once the browser tests end, so the two do not
// interleave; the run fails if either fails.
const beside = process.env.E2E_BESIDE
  ? run(process.env.E2E_BESIDE, [], { capture: true, shell: true })
  : undefined;
const browser = await run("npx", ["playwright", "test", ...process.argv.slice(2)]);
if (beside) {
  process.stdout.write(`== beside the browser tests: ${process.env.E2E_BESIDE}\n`);
  const { status, output } = await beside;
  process.stdout.write(output);
  if (status !== 0) process.exit(status);
}
process.exit(browser.status);
