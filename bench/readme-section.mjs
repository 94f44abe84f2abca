import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { REPO_ROOT } from "./processes.mjs";

const README = join(REPO_ROOT, "README.md");
const MARKERS = {
  all: {
    start: "<!-- bench:start (written by npm run bench -- --write-readme) -->",
    end: "<!-- bench:end -->",
  },
  pages: {
    start: "<!-- bench-pages:start (written by npm run bench -- --only pages --write-readme) -->",
    end: "<!-- bench-pages:end -->",
  },
  soak: {
    start: "<!-- bench-soak:start (written by npm run bench -- --only soak --write-readme) -->",
    end: "<!-- bench-soak:end -->",
  },
};

/**
 * Puts `report` between the markers of the README's "Performance" section (`which`: the whole bench's,
 * that of every information page, or the soak's), adding them at the end of the README the first time. Nothing else in the
 * README changes.
 */
export async function writeReadmeSection(report, which = "all") {
  const { start: START, end: END } = MARKERS[which];
  const readme = await readFile(README, "utf8");
  const block = `${START}\n${report.trim()}\n${END}`;
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  let updated;
  if (start !== -1 && end > start) {
    updated = readme.slice(0, start) + block + readme.slice(end + END.length);
  } else if (which !== "all") {
    updated = `${readme.trimEnd()}\n\n${block}\n`;
  } else {
    const intro =
      "The latest `npm run bench` on the built site (budgets of issue 9; DESIGN.md §8).\n" +
      "Update it with `npm run bench -- --write-readme`; bench/README.md says how each figure is measured.";
    updated = `${readme.trimEnd()}\n\n## Performance\n\n${intro}\n\n${block}\n`;
  }
  await writeFile(README, updated);
  return README;
}
