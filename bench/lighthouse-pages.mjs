import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import { join } from "node:path";
import { Launcher, launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { MEASURED_PAGES } from "./web-initial-js.mjs";

export const RUNS_PER_PAGE = 3;
/** Issue 9's budgets; the cart may be noindex, so its SEO may lose exactly the is-crawlable audit. */
export const LIGHTHOUSE_BUDGET = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1800,
  cls: 0.02,
};
const NOINDEX_ALLOWED = new Set(["/cart"]);

const CHROME_FLAGS = [
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

/** One Lighthouse run (mobile emulation, default simulated throttling) in a fresh Chromium and profile. */
async function runOnce(chromePath, url) {
  const userDataDir = await mkdtemp(join(os.tmpdir(), "park-bench-chromium-"));
  const chrome = await launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir });
  try {
    const result = await lighthouse(url, {
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
async function runWithRetries(chromePath, url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(chromePath, url);
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

function figuresOf(path, lhr) {
  const score = (category) => Math.round(lhr.categories[category].score * 100);
  const numeric = (audit) => lhr.audits[audit].numericValue;
  const figures = {
    path,
    // A new visitor (Lighthouse's empty profile) opening /cart has no quote and is sent home (000 §2).
    landedOn: new URL(lhr.finalDisplayedUrl).pathname,
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
  const b = LIGHTHOUSE_BUDGET;
  const seoFailures = figures.failed.seo ?? [];
  const seoPasses =
    figures.seo >= b.seo ||
    (NOINDEX_ALLOWED.has(path) && seoFailures.length === 1 && seoFailures[0] === "is-crawlable");
  figures.over = [
    figures.performance < b.performance && "performance",
    figures.accessibility < b.accessibility && "accessibility",
    figures.bestPractices < b.bestPractices && "best practices",
    !seoPasses && "SEO",
    figures.lcpMs >= b.lcpMs && "LCP",
    figures.cls >= b.cls && "CLS",
  ].filter(Boolean);
  return figures;
}

/**
 * Lighthouse mobile on each of `paths` (by default the four pages of issue 9) of the site at `baseUrl`,
 * RUNS_PER_PAGE runs per page, reporting the median run (Lighthouse's own choice: the run nearest the median
 * FCP and TTI). Returns { skipped } when there is no Chromium.
 */
export async function measureLighthouse(baseUrl, onProgress, paths = MEASURED_PAGES) {
  const chromePath = findChromium();
  if (!chromePath) {
    return {
      skipped: "no Chromium found (install it, e.g. apt-get install -y chromium, or set CHROME_PATH)",
    };
  }
  const pages = [];
  let browser = "";
  for (const [index, path] of paths.entries()) {
    onProgress(`  ${path} (${RUNS_PER_PAGE} runs; page ${index + 1} of ${paths.length}) ...`);
    const runs = [];
    for (let i = 0; i < RUNS_PER_PAGE; i++) runs.push(await runWithRetries(chromePath, `${baseUrl}${path}`));
    const median = computeMedianRun(runs);
    const chromeVersion =
      median.environment.hostUserAgent.match(/(?:Headless)?Chrome\/[\d.]+/)?.[0] ?? chromePath;
    // Lighthouse's own measure of the CPU's speed; a busy machine scores low and inflates TBT.
    browser = `Lighthouse ${median.lighthouseVersion}, ${chromeVersion}, CPU benchmark index ${median.environment.benchmarkIndex.toFixed(0)}`;
    pages.push(figuresOf(path, median));
  }
  return { browser, pages };
}
