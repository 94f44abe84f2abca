import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { Launcher, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { openSession } from "./devtools-session.mjs";

export const RUNS_PER_PAGE = 3;
/**
 * Issue 9's budgets of the information pages: LCP and CLS below their limits (`inclusive` false), no TBT
 * budget.
 */
export const INFO_BUDGET = {
  pages: "information pages",
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  cls: 0.02,
  tbtMs: null,
  inclusive: false,
  noindex: false,
};
/**
 * Issue 33's budgets of the commerce pages, each limit included. They may be noindex, so their SEO may lose
 * exactly the is-crawlable audit.
 */
export const COMMERCE_BUDGET = {
  pages: "commerce pages",
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 150,
  inclusive: true,
  noindex: true,
};

export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

/** CHROME_PATH, else the system Chromium, else whatever chrome-launcher finds; null when there is none. */
export function findChromium() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  return Launcher.getFirstInstallation() ?? null;
}

/**
 * Puts `items` in the localStorage of `origin` through the browser's first tab, opened on the API's /health
 * (an answer that loads nothing into the cache). It is tried until that tab has the origin: chrome-launcher
 * answers once the browser listens, not once the tab has loaded.
 */
async function fillLocalStorage(port, origin, items) {
  const tabs = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const session = await openSession(tabs.find((tab) => tab.type === "page").webSocketDebuggerUrl);
  const expression = `location.origin === ${JSON.stringify(origin)} && (Object.entries(${JSON.stringify(items)}).forEach(([key, value]) => localStorage.setItem(key, value)), true)`;
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      // The tab's document may be replaced while the expression runs: that attempt just does not count.
      const answer = await session
        .send("Runtime.evaluate", { expression, returnByValue: true })
        .catch(() => null);
      if (answer?.result.value === true) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`the browser did not open ${origin}/health to fill its localStorage`);
  } finally {
    session.close();
  }
}

/**
 * One Lighthouse run (mobile emulation, default simulated throttling) of `baseUrl` + `url` in a fresh
 * Chromium and profile, whose localStorage first gets `storage` (a commerce page's visitor and quote).
 * Lighthouse's storage reset before loading leaves localStorage alone (its default clearStorageTypes), and
 * still empties the HTTP cache, so every row is loaded with the same settings and a cold cache.
 */
async function runOnce(chromePath, baseUrl, { url, storage }) {
  const userDataDir = await mkdtemp(join(os.tmpdir(), "park-bench-chromium-"));
  const startingUrl = storage ? `${baseUrl}/health` : undefined;
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir, startingUrl });
  try {
    if (storage) await fillLocalStorage(chrome.port, baseUrl, storage);
    const result = await lighthouse(`${baseUrl}${url}`, {
      port: chrome.port,
      logLevel: "error",
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (result.lhr.runtimeError) {
      throw new Error(
        `Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    }
    return result.lhr;
  } finally {
    await chrome.kill();
    await rm(userDataDir, { recursive: true, force: true });
  }
}

/**
 * A run Lighthouse could not record (e.g. NO_NAVSTART on a busy machine, where it says "run Lighthouse again")
 * is run again, up to 3 tries; a page that fails every time fails the bench.
 */
async function runWithRetries(chromePath, baseUrl, opened) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(chromePath, baseUrl, opened);
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
}

/** Weighted audits of a category that did not pass, by id. */
function failedAudits(lhr, category) {
  return lhr.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
    .map((ref) => ref.id);
}

/**
 * Why a run did not measure its page, or null: it was sent elsewhere (a cart without a quote goes home,
 * 000 §2), or the call that loads its quote or order (`proof`) did not answer 200 (an order not found stays
 * on its URL and says so).
 */
function missedPage({ url, proof }, lhr) {
  const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
  if (landedOn !== url) return `sent to ${landedOn}`;
  if (!proof) return null;
  const answered = lhr.audits["network-requests"].details.items.some(
    (request) => new URL(request.url).pathname === proof && request.statusCode === 200,
  );
  return answered ? null : `${proof} did not answer 200`;
}

/** The row of a page's median run, and which of its budget `b` (INFO_BUDGET, COMMERCE_BUDGET) it is over. */
function figuresOf(path, lhr, b) {
  const score = (category) => Math.round(lhr.categories[category].score * 100);
  const numeric = (audit) => lhr.audits[audit].numericValue;
  const figures = {
    path,
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: numeric("largest-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
    tbtMs: numeric("total-blocking-time"),
    bytes: numeric("total-byte-weight"),
    failed: Object.fromEntries(
      ["accessibility", "best-practices", "seo"]
        .map((c) => [c, failedAudits(lhr, c)])
        .filter(([, ids]) => ids.length),
    ),
    warnings: lhr.runWarnings,
  };
  const seoFailures = figures.failed.seo ?? [];
  const seoPasses =
    figures.seo >= b.seo || (b.noindex && seoFailures.length === 1 && seoFailures[0] === "is-crawlable");
  const beyond = (value, limit) => limit !== null && (b.inclusive ? value > limit : value >= limit);
  figures.over = [
    figures.performance < b.performance && "performance",
    figures.accessibility < b.accessibility && "accessibility",
    figures.bestPractices < b.bestPractices && "best practices",
    !seoPasses && "SEO",
    beyond(figures.lcpMs, b.lcpMs) && "LCP",
    beyond(figures.cls, b.cls) && "CLS",
    beyond(figures.tbtMs, b.tbtMs) && "TBT",
  ].filter(Boolean);
  return figures;
}

/** RUNS_PER_PAGE runs of one page; `missed` says why any run did not measure the page (null: none). */
async function measurePage(chromePath, baseUrl, page, budget) {
  const opened = page.open ? await page.open() : { url: page.path };
  const runs = [];
  for (let i = 0; i < RUNS_PER_PAGE; i++) runs.push(await runWithRetries(chromePath, baseUrl, opened));
  const median = computeMedianRun(runs);
  const missed = runs.map((lhr) => missedPage(opened, lhr)).find(Boolean) ?? null;
  return { median, figures: { ...figuresOf(page.path, median, budget), missed } };
}

/**
 * Lighthouse mobile on each group of pages of the site at `baseUrl` (`{ budget, pages }`; a page is `{ path }`,
 * or `{ path, open }` when it needs a quote or order first: commerce-pages.mjs), RUNS_PER_PAGE runs per page,
 * reporting the median run (Lighthouse's own choice: the run nearest the median FCP and TTI). A page any run
 * of which was sent elsewhere or did not load its quote or order is in `problems`: the bench then fails.
 * Returns { skipped } when there is no Chromium.
 */
export async function measureLighthouse(baseUrl, onProgress, groups) {
  const chromePath = findChromium();
  if (!chromePath) {
    return {
      skipped: "no Chromium found (install it, e.g. apt-get install -y chromium, or set CHROME_PATH)",
    };
  }
  const total = groups.reduce((sum, group) => sum + group.pages.length, 0);
  const measured = [];
  const problems = [];
  let browser = "";
  let index = 0;
  for (const { budget, pages } of groups) {
    const rows = [];
    for (const page of pages) {
      onProgress(`  ${page.path} (${RUNS_PER_PAGE} runs; page ${++index} of ${total}) ...`);
      const { median, figures } = await measurePage(chromePath, baseUrl, page, budget);
      const chromeVersion =
        median.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? chromePath;
      // Lighthouse's own measure of the CPU's speed; a busy machine scores low and inflates TBT.
      browser = `Lighthouse ${median.lighthouseVersion}, ${chromeVersion}, CPU benchmark index ${median.environment.benchmarkIndex.toFixed(0)}`;
      if (figures.missed) problems.push(`Lighthouse on ${page.path}: ${figures.missed}`);
      rows.push(figures);
    }
    measured.push({ budget, pages: rows });
  }
  return { browser, groups: measured, problems };
}
