import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/chromium.ts";
import { e2eStaffImportLines } from "./tests/office-accounts.ts";

const port = Number(process.env.E2E_PORT ?? 3310);
const baseURL = `http://127.0.0.1:${port}`;
// A fresh embedded database for every run, and a pinned clock so dates and prices are the same every day.
const dataDir = mkdtempSync(join(tmpdir(), "park-e2e-"));
// The office's accounts for this run (office-accounts.ts), made by the staff command before the server starts.
const staffAccounts = e2eStaffImportLines()
  .map((line) => `'${line}'`)
  .join(" ");

export default defineConfig({
  testDir: "./tests",
  fullyParallel: true,
  workers: 3,
  // No retries, in CI either: a test that passes only on its second try hides a race the visitor will meet.
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    locale: "es-MX",
    timezoneId: "America/Tijuana",
    // A trace is recorded for every test and thrown away when it passes: in CI, where nobody can open one,
    // that is only CPU taken from the tests (screenshots and a DOM snapshot at every action).
    trace: process.env.CI ? "off" : "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: {
    command: `printf '%s\\n' ${staffAccounts} | npm run staff --silent -- import > /dev/null && npm run start -w apps/api`,
    cwd: "..",
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    // The staff command migrates the fresh database before the server starts: allow for both.
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLOCK_NOW: "2026-11-22T10:00:00-08:00",
      LOG_LEVEL: "warn",
      // Each test sends its own client address (no-console-errors.ts), as visitors come from their own.
      TRUST_PROXY: "loopback",
    },
  },
});
