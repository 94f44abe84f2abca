// `npm audit` for what production installs: fails on a high or critical advisory. Where the registry offers no
// audit service (this workplace's mirror answers 405), nothing can be known: say so loudly instead of failing
// every run, since no code change could make that step pass.
import { spawnSync } from "node:child_process";

const run = spawnSync("npm", ["audit", "--omit=dev", "--json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  process.stderr.write(`npm audit gave no report:\n${run.stderr}\n`);
  process.exit(1);
}
if (report.statusCode !== undefined && report.metadata === undefined) {
  const line = "!".repeat(78);
  process.stdout.write(
    `${line}\n!! npm audit NOT RUN: the registry's audit service answered ${report.statusCode} (${report.uri}).\n${line}\n`,
  );
  process.exit(0);
}
const counts = report.metadata?.vulnerabilities ?? {};
const serious = (counts.high ?? 0) + (counts.critical ?? 0);
process.stdout.write(`npm audit (production): ${JSON.stringify(counts)}\n`);
if (serious > 0) {
  spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high"], { stdio: "inherit" });
  process.exit(1);
}
