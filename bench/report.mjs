import { CONNECTIONS } from "./api-load.mjs";
import { INTERACTION_BUDGET_MS, INTERACTION_RUNS } from "./commerce-interactions.mjs";
import { RACE_P99_BUDGET_MS } from "./last-cabin-race.mjs";
import { RUNS_PER_PAGE } from "./lighthouse-pages.mjs";

const kb = (bytes) => `${(bytes / 1024).toFixed(bytes < 10_240 ? 1 : 0)} KB`;
const ms = (value) => (Number.isNaN(value) ? "none" : `${value.toFixed(value < 10 ? 1 : 0)} ms`);
const seconds = (valueMs) => `${(valueMs / 1000).toFixed(2)} s`;
const verdict = (over) => (over.length === 0 ? "PASS" : `OVER: ${over.join(", ")}`);

function table(header, rows) {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

/** A group's budget row: the limits of its budget `b` under the columns they bound. */
function budgetRow(b) {
  const bound = b.inclusive ? "≤" : "<";
  return [
    `budget (${b.pages})`,
    `≥ ${b.performance}`,
    String(b.accessibility),
    String(b.bestPractices),
    b.noindex ? `${b.seo} (may be noindex)` : String(b.seo),
    `${bound} ${seconds(b.lcpMs)}`,
    `${bound} ${b.cls}`,
    b.tbtMs === null ? "" : `${bound} ${ms(b.tbtMs)}`,
    "",
    "",
  ];
}

function lighthouseRow(p) {
  return [
    `\`${p.path}\``,
    String(p.performance),
    String(p.accessibility),
    String(p.bestPractices),
    String(p.seo),
    seconds(p.lcpMs),
    p.cls.toFixed(3),
    ms(p.tbtMs),
    kb(p.bytes),
    // A run that did not show the page measured another one: its figures are not this page's.
    p.missed ? `FAILED: ${p.missed}` : verdict(p.over),
  ];
}

/** One table: each group's budget row, then its pages (information pages, then commerce pages). */
export function lighthouseSection(lighthouse, pages = "") {
  const title = `### Lighthouse mobile${pages} (median of ${RUNS_PER_PAGE} runs, default throttling)`;
  if (lighthouse.skipped) return `${title}\n\nNot measured: ${lighthouse.skipped}.`;
  const rows = lighthouse.groups.flatMap((g) => [budgetRow(g.budget), ...g.pages.map(lighthouseRow)]);
  const measured = lighthouse.groups.flatMap((g) => g.pages);
  const failed = measured.flatMap((p) =>
    Object.entries(p.failed).map(([category, ids]) => `\`${p.path}\` ${category}: ${ids.join(", ")}`),
  );
  const warnings = [...new Set(measured.flatMap((p) => p.warnings))];
  return [
    title,
    "",
    lighthouse.browser,
    "",
    table(
      [
        "page",
        "performance",
        "accessibility",
        "best practices",
        "SEO",
        "LCP",
        "CLS",
        "TBT",
        "total bytes",
        "result",
      ],
      rows,
    ),
    ...(failed.length ? ["", `Audits not passed: ${failed.join("; ")}.`] : []),
    ...(warnings.length ? ["", `Lighthouse warnings: ${warnings.join(" ")}`] : []),
  ].join("\n");
}

/** The commerce pages' interactions (commerce-interactions.mjs): median and worst of each, the worst bound. */
function interactionsSection(interactions) {
  const title = `### Interactions on the commerce pages (next paint, Event Timing; ${INTERACTION_RUNS} of each)`;
  if (interactions.skipped) return `${title}\n\nNot measured: ${interactions.skipped}.`;
  const shown = (value, floor) => (value <= floor ? `< ${floor} ms` : ms(value));
  const rows = interactions.rows.map((r) => [
    r.name,
    `\`${r.path}\``,
    r.durations.map((d) => shown(d, r.floor)).join(", "),
    shown(r.median, r.floor),
    shown(r.worst, r.floor),
    `≤ ${INTERACTION_BUDGET_MS} ms`,
    verdict(r.pass ? [] : ["worst"]),
  ]);
  return [
    title,
    "",
    interactions.browser,
    "",
    table(["interaction", "page", "each", "median", "worst", "budget", "result"], rows),
  ].join("\n");
}

function webSection(web) {
  const title = "### Initial JS of each page (gzip level 6, each file alone)";
  if (web.skipped) return `${title}\n\nNot measured: ${web.skipped}.`;
  const rows = web.pages.map((p) => [
    `\`${p.path}\``,
    p.html,
    String(p.files.length),
    kb(p.raw),
    kb(p.gzip),
    kb(p.budget),
    verdict(p.pass ? [] : ["gzip"]),
  ]);
  return [title, "", table(["page", "HTML", "JS files", "raw", "gzip", "budget", "result"], rows)].join("\n");
}

function apiSection(api) {
  const baseline = (r) => [
    r.title,
    "",
    r.requestsPerSecond.toFixed(0),
    ms(r.p50),
    ms(r.p99),
    "",
    "",
    "",
    "",
    "",
  ];
  const pair = ({ title, detail, budget, target, bare }) => {
    const ratio = target.requestsPerSecond / bare.requestsPerSecond;
    // A twin over the p99 budget itself says the machine, not the route, sets the tail that run.
    const p99Over = bare.p99 >= budget.p99 ? "p99 (bare twin too)" : "p99";
    const over = [ratio < budget.ratio && "ratio", target.p99 >= budget.p99 && p99Over].filter(Boolean);
    return [
      title,
      detail,
      target.requestsPerSecond.toFixed(0),
      ms(target.p50),
      ms(target.p99),
      bare.requestsPerSecond.toFixed(0),
      ms(bare.p99),
      ratio.toFixed(2),
      `≥ ${budget.ratio}, p99 < ${budget.p99} ms`,
      verdict(over),
    ];
  };
  return [
    `### API under load (${CONNECTIONS} connections; each target and its bare twin take turns: reads in 3 slices, writes in 1)`,
    "",
    table(
      ["target", "answer", "req/s", "p50", "p99", "bare req/s", "bare p99", "ratio", "budget", "result"],
      [...api.baselines.map(baseline), ...api.pairs.map(pair)],
    ),
  ].join("\n");
}

function raceSection(races) {
  const rows = races.map(({ databaseKind, race }) => {
    const over = [race.succeeded !== 1 && "not exactly one hold", race.other > 0 && "unexpected answers"];
    over.push(race.p99 >= RACE_P99_BUDGET_MS && "p99");
    return [
      databaseKind,
      String(race.succeeded),
      String(race.refused),
      String(race.other),
      ms(race.p50),
      ms(race.p99),
      `exactly 1, p99 < ${RACE_P99_BUDGET_MS} ms`,
      verdict(over.filter(Boolean)),
    ];
  });
  return [
    `### ${races[0]?.race.racers ?? 200} simultaneous holds of the last free cabin`,
    "",
    table(["database", "held (200)", "refused (409)", "other", "p50", "p99", "budget", "result"], rows),
  ].join("\n");
}

/**
 * `npm run bench -- --only pages`: Lighthouse on every information page (issue 11); `--only lighthouse`: the
 * whole bench's Lighthouse and initial JS (steps 4 and 2). Nothing else.
 */
export function renderPagesReport({ started, machine, lighthouse, interactions, web, failures, only }) {
  const sections =
    only === "pages"
      ? [lighthouseSection(lighthouse, " on every information page")]
      : [lighthouseSection(lighthouse), "", interactionsSection(interactions), "", webSection(web)];
  return [
    `Measured ${started.toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench -- --only ${only}\` (how: bench/README.md). ${machine}`,
    "",
    ...sections,
    ...(failures.length
      ? ["", "### Bench failures", "", ...failures.map((f) => `- ${f.split("\n")[0]}`)]
      : []),
  ].join("\n");
}

/**
 * The tables as Markdown (they read as plain text in a terminal too); a part that was not measured says why.
 * `failures` are the bench's own failures (it then exits 1).
 */
export function renderReport({
  started,
  machine,
  lighthouse,
  interactions,
  web,
  api,
  races,
  failures,
  only,
}) {
  return [
    `Measured ${started.toISOString().slice(0, 16).replace("T", " ")} UTC by \`npm run bench\` (how: bench/README.md). ${machine}`,
    "",
    lighthouseSection(lighthouse),
    "",
    interactionsSection(interactions),
    "",
    webSection(web),
    "",
    api.pairs.length || api.baselines.length
      ? apiSection(api)
      : "### API under load\n\nNot measured (see the failures).",
    "",
    races.length
      ? raceSection(races)
      : `### Last free cabin\n\nNot measured (${only ? `--only ${only}` : "see the failures"}).`,
    ...(failures.length
      ? ["", "### Bench failures", "", ...failures.map((f) => `- ${f.split("\n")[0]}`)]
      : []),
  ].join("\n");
}
