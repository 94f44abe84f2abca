import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { inspectorUrl } from "./inspector-memory.mjs";
import { freePort, REPO_ROOT, startApi, stopProcess } from "./processes.mjs";
import { writeReadmeSection } from "./readme-section.mjs";
import { soak, soakSection } from "./soak.mjs";
import { createThrowawayDatabase } from "./throwaway-database.mjs";

/** Issue 31 item 8: ten minutes. `--soak-minutes N` shortens it to try things. */
export const SOAK_MINUTES = 10;

/**
 * `npm run bench -- --only soak`: two API processes, as `npm run start -w apps/api` starts them, each with
 * its own DATA_DIR (its payment sandbox, its mail outbox) on one throwaway database of the PostgreSQL
 * server of BENCH_POSTGRES_URL (or DATABASE_URL), with the real clock (holds expire, the payment reconciler
 * finishes sales as in production). Prints the report, writes bench/last-run.md and, with `--write-readme`,
 * the soak's block of bench/README.md; exits 1 when any check fails. Never returns.
 */
export async function runSoak({ minutes, firstPort, started, loadBefore, say, writeReadme }) {
  const serverUrl = process.env.BENCH_POSTGRES_URL || process.env.DATABASE_URL;
  const failures = [];
  let result = null;
  if (!serverUrl) {
    failures.push(
      "the soak needs a PostgreSQL server: set BENCH_POSTGRES_URL (e.g. postgres://postgres@127.0.0.1:5432/test)",
    );
  } else {
    const workDir = await mkdtemp(join(os.tmpdir(), "park-soak-"));
    const database = await createThrowawayDatabase(serverUrl);
    const processes = [];
    try {
      const dataDirs = [join(workDir, "api-1"), join(workDir, "api-2")];
      let port = firstPort;
      for (const [index, dataDir] of dataDirs.entries()) {
        port = await freePort(port);
        say(`Starting API process ${index + 1} on port ${port} ...`);
        const proc = await startApi({
          label: `API process ${index + 1}`,
          port,
          dataDir,
          webDir: join(workDir, "no-web"),
          clockNow: "",
          databaseUrl: database.url,
          inspect: true,
        });
        const inspector = inspectorUrl(proc.output());
        processes.push(Object.assign(proc, { index, url: `http://127.0.0.1:${port}`, inspector }));
        if (!inspector) throw new Error(`${proc.label} printed no inspector address`);
        port += 1;
      }
      say(
        `Soak: ${minutes} min of visitors on both processes, the database's backends terminated at ${minutes / 2} min ...`,
      );
      result = await soak({
        processes,
        database: { url: database.url, name: new URL(database.url).pathname.slice(1) },
        serverUrl,
        dataDirs,
        minutes,
        onProgress: say,
      });
      failures.push(...result.problems);
    } catch (err) {
      failures.push(`soak: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      await Promise.all(processes.map((p) => stopProcess(p)));
      await database.drop().catch((err) => failures.push(`dropping the database: ${err.message}`));
      await rm(workDir, { recursive: true, force: true });
    }
  }

  const cpus = os.cpus();
  const busy = loadBefore > cpus.length / 2 ? " The machine was already busy: expect noisy figures." : "";
  const report = [
    `Measured ${started.toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench -- --only soak\` (how: bench/README.md). ` +
      `Node ${process.version}, ${cpus.length} x ${cpus[0]?.model ?? "CPU"}; load average ${loadBefore.toFixed(1)} at the start; ` +
      `the run took ${((Date.now() - started.getTime()) / 1000).toFixed(0)} s.${busy}`,
    "",
    soakSection(result),
    ...(failures.length
      ? ["", "### Bench failures", "", ...failures.map((f) => `- ${f.split("\n")[0]}`)]
      : []),
  ].join("\n");
  say("");
  say(report);
  const resultsFile = join(REPO_ROOT, "bench/last-run.md");
  await writeFile(resultsFile, `# npm run bench -- --only soak\n\n${report}\n`);
  say(`\nWritten to ${resultsFile}`);
  // Even a failed soak is a figure bench/README.md should show: the block says what failed.
  if (writeReadme) say(`and to the soak block of ${await writeReadmeSection(report, "soak")}`);
  if (failures.length > 0) {
    process.stderr.write(
      `\nThe soak failed:\n${failures.map((f) => `  - ${f.split("\n")[0]}`).join("\n")}\n`,
    );
    process.exit(1);
  }
  process.exit(0);
}
