import { CONNECTIONS, P99_BUDGET_MS, THROUGHPUT_SHARE_BUDGET } from "./api-load.mjs";
import { RACE_P99_BUDGET_MS } from "./last-cabin-race.mjs";
import { INITIAL_JS_BUDGET_BYTES } from "./web-initial-js.mjs";

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const verdict = (pass) => (pass ? "PASS" : "OVER");

function table(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

function webSection(web, webDir) {
  if (!web) return `## Web: initial JS\n\nSkipped: ${webDir} does not exist (build the web first).`;
  const rows = web.pages.map((p) => [
    p.path,
    p.html,
    String(p.files.length),
    kb(p.raw),
    kb(p.gzip),
    kb(INITIAL_JS_BUDGET_BYTES),
    verdict(p.pass),
  ]);
  return [
    "## Web: initial JS of each page (gzip level 6, each file compressed alone; 1 KB = 1024 B)",
    "",
    `Build: ${webDir} (modified ${web.builtAt.toISOString()})`,
    "",
    table(["page", "HTML", "JS files", "raw", "gzip", "budget", "result"], rows),
  ].join("\n");
}

function apiSection(api, seconds) {
  const fastify = api.fastify.requestsPerSecond;
  const rows = Object.values(api).map((r) => {
    const share = r.requestsPerSecond / fastify;
    const budget = r.budgeted
      ? [
          `${ms(r.p99)} / ${P99_BUDGET_MS} ms ${verdict(r.p99 <= P99_BUDGET_MS)}`,
          `${(share * 100).toFixed(0)}% / ${THROUGHPUT_SHARE_BUDGET * 100}% ${verdict(share >= THROUGHPUT_SHARE_BUDGET)}`,
        ]
      : ["baseline", `${(share * 100).toFixed(0)}%`];
    return [r.title, r.requestsPerSecond.toFixed(0), ms(r.p50), ms(r.p99), ...budget, r.statuses];
  });
  return [
    `## API: ${CONNECTIONS} connections, ${seconds} s each (after a 1 s warm-up)`,
    "",
    table(["target", "req/s", "p50", "p99", "p99 vs budget", "req/s vs bare Fastify", "answers"], rows),
  ].join("\n");
}

function raceSection(race) {
  const onlyOne = race.succeeded === 1 && race.other === 0;
  return [
    `## ${race.racers} simultaneous holds of the last free cabin (${race.unit})`,
    "",
    table(
      ["held (200)", "refused (409)", "other", "p50", "p99", "max", "p99 vs budget", "exactly one"],
      [
        [
          String(race.succeeded),
          String(race.refused),
          String(race.other),
          ms(race.p50),
          ms(race.p99),
          ms(race.max),
          `${ms(race.p99)} / ${RACE_P99_BUDGET_MS} ms ${verdict(race.p99 <= RACE_P99_BUDGET_MS)}`,
          onlyOne ? "yes" : "NO",
        ],
      ],
    ),
    ...race.problems.map((p) => `\nProblem: ${p}`),
  ].join("\n");
}

/** The whole report as Markdown (it reads as a plain-text table in a terminal too). */
export function renderReport({ started, machine, web, webDir, api, seconds, race, notes }) {
  return [
    `# npm run bench, ${started.toISOString()}`,
    "",
    machine,
    "",
    webSection(web, webDir),
    "",
    api ? apiSection(api, seconds) : "## API\n\nNot measured (see the failure at the end).",
    "",
    race ? raceSection(race) : "## Last cabin\n\nNot measured (see the failure at the end).",
    "",
    "## Notes",
    "",
    ...notes.map((n) => `- ${n}`),
    "",
  ].join("\n");
}
