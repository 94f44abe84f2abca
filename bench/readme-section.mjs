import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT } from "./processes.mjs";

/** The bench's own README: how each figure is measured, then the latest figures (issue 32 item 7). */
const README = join(REPO_ROOT, "bench/README.md");
const MARKERS = {
  all: {
    start: "<!-- bench:start (written by npm run bench -- --write-readme) -->",
    end: "<!-- bench:end -->",
  },
  pages: {
    start: "<!-- bench-pages:start (written by npm run bench -- --only pages --write-readme) -->",
    end: "<!-- bench-pages:end -->",
  },
  office: {
    start: "<!-- bench-office:start (written by npm run bench -- --only office --write-readme) -->",
    end: "<!-- bench-office:end -->",
  },
  soak: {
    start: "<!-- bench-soak:start (written by npm run bench -- --only soak --write-readme) -->",
    end: "<!-- bench-soak:end -->",
  },
};

/**
 * Puts `report` between the markers of bench/README.md's "Latest figures" (`which`: the whole bench's, that
 * of every information page, or the soak's), adding them at the end the first time. Nothing else in the file
 * changes.
 */
export async function writeReadmeSection(report, which = "all") {
  const { start: START, end: END } = MARKERS[which];
  const readme = await readFile(README, "utf8");
  const block = `${START}\n${report.trim()}\n${END}`;
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  const updated =
    start !== -1 && end > start
      ? readme.slice(0, start) + block + readme.slice(end + END.length)
      : `${readme.trimEnd()}\n\n${block}\n`;
  await writeFile(README, updated);
  return README;
}
