import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { CATALOG_READS } from "./catalog-reads.mjs";
import { requestJson } from "./http-json.mjs";
import { memoryAfterFullGc } from "./inspector-memory.mjs";
import { paymentBody } from "./last-cabin-purchases.mjs";

/** Issue 31 item 8: the process's memory at the end may be at most this much above its level after warm-up. */
export const MEMORY_TOLERANCE = 0.15;
/** Visitors per API process, each doing one visit after another with a pause between calls. */
const VISITORS_PER_PROCESS = 8;
const PAUSE_MS = { min: 50, max: 250 };
/**
 * Look-ups by visit code are limited to 30 a minute per address and process, in windows of the server's own:
 * at most 12 in each of ours keeps any window of the server's under it.
 */
const CODE_LOOKUPS_PER_MINUTE = 12;
/** A full collection in each process this often, then its memory read (bench/inspector-memory.mjs). */
const MEMORY_SAMPLE_MS = 10_000;
/** How often the sandboxes' charges are read during the traffic: far less than their bound takes to fill. */
const LEDGER_READ_MS = 20_000;
/** How long the checks wait, after the traffic, for the payment reconciler (every minute) to finish sales. */
const SETTLE_MS = 150_000;
/** Arrival dates: the demo's priced days from the first of December to the end of March. */
const FIRST_ARRIVAL = Date.UTC(2026, 11, 1);
const ARRIVAL_DAYS = 120;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const day = (ms) => new Date(ms).toISOString().slice(0, 10);

function randomVisit() {
  const arrival = FIRST_ARRIVAL + Math.floor(Math.random() * ARRIVAL_DAYS) * 86_400_000;
  const cabin = Math.random() < 0.7;
  return {
    arrivalDate: day(arrival),
    departureDate: day(arrival + (cabin ? 1 + Math.floor(Math.random() * 2) : 1) * 86_400_000),
    numberOfPersons: 2,
    arrivalTime: "DAY",
    stayType: cabin ? "CABIN" : "CAMPING_PASS",
  };
}

/**
 * Every call the visitors make, kept with its process, start, end and status (0: no answer at all), so
 * the checks can tell the calls in flight during the outage from the others.
 */
function callLog() {
  const calls = [];
  return {
    calls,
    async call(proc, method, path, options) {
      const start = Date.now();
      try {
        const answer = await requestJson(proc.url, method, path, { timeoutMs: 30_000, ...options });
        calls.push({
          proc: proc.index,
          route: `${method} ${routeOf(path)}`,
          start,
          end: Date.now(),
          status: answer.status,
        });
        return answer;
      } catch (err) {
        calls.push({
          proc: proc.index,
          route: `${method} ${routeOf(path)}`,
          start,
          end: Date.now(),
          status: 0,
          error: String(err),
        });
        return { status: 0, body: null };
      }
    },
  };
}

/** A path with its ids and dates taken out, for the report's list of failing routes. */
const routeOf = (path) =>
  path
    .split("?")[0]
    .replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, "{id}")
    .replace(/\/code\/[^/]+/, "/code/{code}");

/**
 * One visitor on one process until `deadline`: reads the catalog, makes a quote and changes it, holds a
 * cabin for it, pays for about half of what it holds (the sandbox's Visa, through the real payment call)
 * and looks its orders up again, by id and (within the route's limit) by visit code.
 */
async function visitor(proc, log, deadline, codeBudget, paid) {
  const pause = () => sleep(PAUSE_MS.min + Math.random() * (PAUSE_MS.max - PAUSE_MS.min));
  const call = (method, path, options) => log.call(proc, method, path, options);
  let token = null;
  while (Date.now() < deadline && proc.alive) {
    if (!token) {
      const answer = await call("POST", "/auth/visitor");
      token = answer.status === 200 ? answer.body.token : null;
      if (!token) {
        await sleep(1_000);
        continue;
      }
    }
    for (let i = 0; i < 2; i++) {
      await call("GET", pick(CATALOG_READS));
      await pause();
    }
    const visit = randomVisit();
    const created = await call("POST", "/api/ecommerce/quotes/", { token, body: { visit } });
    await pause();
    if (created.status !== 201) continue;
    let quote = created.body;
    const changed = await call("PUT", `/api/ecommerce/quotes/${quote.id}`, {
      token,
      body: { ...quote, visit: { ...quote.visit, numberOfPersons: 3 } },
    });
    await pause();
    if (changed.status !== 200) continue;
    quote = changed.body;
    if (visit.stayType === "CABIN") {
      const nights = `startDate=${visit.arrivalDate}&endDate=${visit.departureDate}&stayType=CABIN`;
      const units = await call("GET", `/api/ecommerce/reservations/availables/?${nights}`, { token });
      await pause();
      const free = units.status === 200 ? units.body.filter((u) => u.available) : [];
      if (free.length === 0) continue;
      const held = await call("PUT", "/api/ecommerce/reservations/", {
        token,
        body: { quoteId: quote.id, stayIds: [pick(free).staying.id] },
      });
      await pause();
      if (held.status !== 200) continue;
      quote = held.body;
    }
    if (Math.random() < 0.5) {
      const sale = await call("POST", "/api/ecommerce/payment/", { token, body: paymentBody(quote) });
      await pause();
      if (sale.status === 200 && sale.body?.quote?.status === "PAID") paid.push(sale.body.quote);
    }
    const earlier = paid.length > 0 ? pick(paid) : null;
    if (earlier) {
      await call("GET", `/api/ecommerce/payment/quotes/${earlier.id}`);
      await pause();
      if (codeBudget.take()) {
        await call("GET", `/api/ecommerce/payment/quotes/code/${earlier.code}`);
        await pause();
      }
    }
  }
}

/** At most `perMinute` takes in any minute, counted per process. */
function minuteBudget(perMinute) {
  let windowStart = Date.now();
  let taken = 0;
  return {
    take() {
      if (Date.now() - windowStart >= 60_000) {
        windowStart = Date.now();
        taken = 0;
      }
      if (taken >= perMinute) return false;
      taken += 1;
      return true;
    },
  };
}

async function withClient(url, work) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Ends every connection of the database `name` but our own: PostgreSQL stays up, its backends do not. */
async function terminateBackends(serverUrl, name) {
  return withClient(serverUrl, async (client) => {
    const { rows } = await client.query(
      "select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    return rows[0].n;
  });
}

/** Polls each living process's /health until it answers 200; answers when all did (null when one died). */
async function recovered(processes, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(processes);
  while (pending.size > 0 && Date.now() < deadline) {
    for (const proc of [...pending]) {
      if (!proc.alive) return null;
      const answer = await requestJson(proc.url, "GET", "/health", { timeoutMs: 5_000 }).catch(() => null);
      if (answer?.status === 200) pending.delete(proc);
    }
    if (pending.size > 0) await sleep(100);
  }
  return pending.size === 0 ? Date.now() : null;
}

/**
 * Every charge the sandboxes of both processes took (their state files), with its quote. A sandbox forgets
 * its oldest finished payments past its bound (sandbox-retention.ts), so the files are read during the
 * traffic too (`read()`) and each charge is remembered here as last seen.
 */
function chargeLedger(dataDirs) {
  const seen = new Map();
  return {
    read() {
      for (const dir of dataDirs) {
        const file = join(dir, "sandbox-stripe.json");
        if (!existsSync(file)) continue;
        const state = JSON.parse(readFileSync(file, "utf8"));
        for (const charge of Object.values(state.charges)) {
          const intent = state.paymentIntents[charge.payment_intent]?.object;
          seen.set(charge.id, {
            id: charge.id,
            standing: charge.status === "succeeded" && charge.amount_refunded < charge.amount,
            quoteId: intent?.metadata?.quoteId ?? null,
          });
        }
      }
    },
    standing: () => [...seen.values()].filter((c) => c.standing),
  };
}

/** The standing charges (succeeded, not refunded) whose quote is not PAID in the database. */
async function chargesWithoutOrder(databaseUrl, ledger) {
  ledger.read();
  const charges = ledger.standing();
  const ids = [...new Set(charges.map((c) => c.quoteId).filter(Boolean))];
  const paid = await withClient(databaseUrl, async (client) => {
    const { rows } = await client.query(
      "select id from quotes where status = 'PAID' and id = any($1::uuid[])",
      [ids],
    );
    return new Set(rows.map((r) => r.id));
  });
  return { charges: charges.length, orphans: charges.filter((c) => !paid.has(c.quoteId)) };
}

/**
 * Unit-nights sold twice, counted two ways: pairs of paid quotes with the same unit on overlapping nights,
 * and nights of a paid quote's units whose SOLD row is not that quote's (the row's primary key lets only
 * one quote have it).
 */
async function unitNightsSoldTwice(databaseUrl) {
  return withClient(databaseUrl, async (client) => {
    const overlapping = await client.query(`
      select count(*)::int as n from quote_units a
      join quote_units b on a.unit_id = b.unit_id and a.quote_id < b.quote_id
      join quotes qa on qa.id = a.quote_id and qa.status = 'PAID'
      join quotes qb on qb.id = b.quote_id and qb.status = 'PAID'
      where qa.arrival_date < qb.departure_date and qb.arrival_date < qa.departure_date`);
    const unbacked = await client.query(`
      select count(*)::int as n from quotes q
      join quote_units u on u.quote_id = q.id
      cross join lateral generate_series(q.arrival_date, q.departure_date - 1, interval '1 day') as n(at)
      left join unit_nights s on s.unit_id = u.unit_id and s.night = n.at::date and s.quote_id = q.id and s.state = 'SOLD'
      where q.status = 'PAID' and s.unit_id is null`);
    const sold = await client.query("select count(*)::int as n from unit_nights where state = 'SOLD'");
    return { overlapping: overlapping.rows[0].n, unbacked: unbacked.rows[0].n, sold: sold.rows[0].n };
  });
}

/**
 * The memory check. RSS read once a second holds garbage not yet collected and the young generation V8
 * sizes to the allocation rate: the same code under the same traffic read 21% up in one process and 11%
 * down in the other. So every sample is taken right after a full collection forced through the inspector,
 * while the traffic runs, and each level is the median of its window's samples, so that no one sample (a
 * burst of requests in flight) decides it: after warm-up, the window right after it; at the end, the last
 * window of traffic. The budget is on what the process keeps, the JS heap in use and `external` (the memory
 * JS objects own outside it: Buffers, WebAssembly, zlib); RSS after the same collections is reported beside
 * it (bench/README.md, step 8, says why it is not the budget).
 */
function memoryLevels(samples, startedAt, warmUpMs, windowMs, endAt) {
  const median = (from, to, field) => {
    const values = samples
      .filter((s) => s.at >= from && s.at <= to)
      .map((s) => s[field])
      .sort((a, b) => a - b);
    if (values.length === 0) return Number.NaN;
    const middle = values.length / 2;
    return Number.isInteger(middle) ? (values[middle - 1] + values[middle]) / 2 : values[Math.floor(middle)];
  };
  const level = (from, to) => ({
    rss: median(from, to, "rss"),
    kept: median(from, to, "kept"),
    samples: samples.filter((s) => s.at >= from && s.at <= to).length,
  });
  const afterWarmUp = level(startedAt + warmUpMs, startedAt + warmUpMs + windowMs);
  const atEnd = level(endAt - windowMs, endAt);
  return {
    afterWarmUp,
    atEnd,
    growth: atEnd.kept / afterWarmUp.kept - 1,
    rssGrowth: atEnd.rss / afterWarmUp.rss - 1,
  };
}

/** Every `MEMORY_SAMPLE_MS`, each living process's memory after a full collection, until `stop()`. */
function memorySampler(processes) {
  const samples = processes.map(() => []);
  let running = true;
  const done = (async () => {
    while (running) {
      await sleep(MEMORY_SAMPLE_MS);
      for (const [i, proc] of processes.entries()) {
        if (!running || !proc.alive) continue;
        // A sample the inspector could not give is missing from its window, not a failure of the soak.
        const usage = await memoryAfterFullGc(proc.inspector).catch(() => null);
        if (usage) samples[i].push({ at: Date.now(), ...usage });
      }
    }
  })();
  return {
    samples,
    async stop() {
      running = false;
      await done;
    },
  };
}

/**
 * Issue 31 item 8: `minutes` of mixed visitor traffic on the two API processes `processes` (started by the
 * caller on one PostgreSQL database, `database`), the database's backends terminated once half-way. Answers
 * the figures and the problems found (each one fails the bench).
 */
export async function soak({ processes, database, serverUrl, dataDirs, minutes, onProgress }) {
  const log = callLog();
  const durationMs = minutes * 60_000;
  const startedAt = Date.now();
  const deadline = startedAt + durationMs;
  const warmUpMs = Math.max(20_000, durationMs / 10);
  const windowMs = Math.max(15_000, durationMs / 10);
  const deaths = [];
  for (const proc of processes) {
    proc.alive = true;
    proc.exited.then((exit) => {
      proc.alive = false;
      deaths.push({
        label: proc.label,
        at: Date.now(),
        exit: exit.code ?? exit.signal,
        output: proc.output(),
      });
    });
  }
  const sampler = memorySampler(processes);
  const ledger = chargeLedger(dataDirs);
  const ledgerReads = setInterval(() => ledger.read(), LEDGER_READ_MS);

  const paid = [];
  const visitors = processes.flatMap((proc) => {
    const codeBudget = minuteBudget(CODE_LOOKUPS_PER_MINUTE);
    return Array.from({ length: VISITORS_PER_PROCESS }, () => visitor(proc, log, deadline, codeBudget, paid));
  });

  const outage = (async () => {
    await sleep(durationMs / 2);
    onProgress(`  terminating the backends of ${database.name} ...`);
    const start = Date.now();
    const terminated = await terminateBackends(serverUrl, database.name);
    const end = await recovered(processes, 120_000);
    onProgress(
      end === null
        ? "  a process did not answer /health again"
        : `  ${terminated} backends terminated; both processes answered /health again after ${((end - start) / 1000).toFixed(1)} s`,
    );
    return { start, end, terminated };
  })();
  const progress = setInterval(() => {
    const done = log.calls.length;
    const failed = log.calls.filter((c) => c.status === 0 || c.status >= 500).length;
    const memory = sampler.samples
      .map((s, i) =>
        s.length ? `${i + 1}: kept ${mb(s.at(-1).kept)}, RSS ${mb(s.at(-1).rss)}` : `${i + 1}: none`,
      )
      .join("; ");
    onProgress(
      `  ${((Date.now() - startedAt) / 60_000).toFixed(1)} min: ${done} calls, ${failed} 5xx or unanswered, ${paid.length} orders paid; memory after GC ${memory}`,
    );
  }, 60_000);

  await Promise.all(visitors);
  const window = await outage;
  clearInterval(progress);
  const trafficEnd = Date.now();
  await sampler.stop();
  clearInterval(ledgerReads);

  // Sales cut by the outage are finished by the payment reconciler (every minute): give it time.
  onProgress("  waiting for the payment reconciler to finish sales cut by the outage ...");
  let charges = await chargesWithoutOrder(database.url, ledger);
  const settleUntil = Date.now() + SETTLE_MS;
  while (charges.orphans.length > 0 && Date.now() < settleUntil && processes.some((p) => p.alive)) {
    await sleep(10_000);
    charges = await chargesWithoutOrder(database.url, ledger);
  }
  const soldTwice = await unitNightsSoldTwice(database.url);

  // A 5xx (or no answer) is the outage's when the call was under way at some moment of the window.
  const windowEnd = window.end ?? Number.POSITIVE_INFINITY;
  const inWindow = (c) => c.start <= windowEnd && c.end >= window.start;
  const failing = log.calls.filter((c) => c.status === 0 || c.status >= 500);
  const outside = failing.filter((c) => !inWindow(c));
  const statuses = new Map();
  const refusals = new Map();
  for (const c of log.calls) {
    statuses.set(c.status, (statuses.get(c.status) ?? 0) + 1);
    const key = `${c.route} ${c.status}`;
    if (c.status >= 400 && c.status < 500) refusals.set(key, (refusals.get(key) ?? 0) + 1);
  }
  // A process that died has no level at the end: its death is the failure, not its memory.
  const memory = processes.map((proc, i) => ({
    label: proc.label,
    died: !proc.alive,
    ...memoryLevels(sampler.samples[i], startedAt, warmUpMs, windowMs, trafficEnd),
  }));

  const problems = [];
  for (const death of deaths) {
    const lines = death.output.split("\n").filter((l) => l.trim() !== "");
    const cause = lines.findLast((l) => /^\w*error: \S/i.test(l)) ?? lines.at(-1) ?? "no output";
    problems.push(
      `${death.label} died (exit ${death.exit}) ${((death.at - startedAt) / 1000).toFixed(0)} s into the soak: ${cause.trim().slice(0, 300)}`,
    );
  }
  if (window.end === null)
    problems.push(
      "the outage window never closed: a process died, or did not answer /health again within 120 s",
    );
  if (outside.length > 0) {
    // When each failed (seconds into the soak) tells a cause in the app from a machine too busy to answer.
    const routes = [
      ...new Set(
        outside.map(
          (c) => `${c.route} ${c.status || c.error} at ${((c.end - startedAt) / 1000).toFixed(0)} s`,
        ),
      ),
    ].slice(0, 5);
    problems.push(
      `${outside.length} answers were 5xx or missing outside the outage window, e.g. ${routes.join("; ")}`,
    );
  }
  if (soldTwice.overlapping + soldTwice.unbacked > 0) {
    problems.push(
      `unit-nights sold twice: ${soldTwice.overlapping} overlapping paid pairs, ${soldTwice.unbacked} paid nights without their sold row`,
    );
  }
  if (charges.orphans.length > 0) {
    problems.push(
      `${charges.orphans.length} charges at the sandbox without a paid order, e.g. ${charges.orphans[0].id}`,
    );
  }
  for (const m of memory.filter((m) => !m.died)) {
    if (!(m.growth <= MEMORY_TOLERANCE)) {
      problems.push(
        `${m.label}: memory ${Number.isNaN(m.growth) ? "not measured" : `grew ${(m.growth * 100).toFixed(1)}%`} (at most ${MEMORY_TOLERANCE * 100}%)`,
      );
    }
  }
  return {
    minutes,
    trafficMs: trafficEnd - startedAt,
    calls: log.calls.length,
    statuses: [...statuses].sort(([a], [b]) => a - b),
    refusals: [...refusals].sort(([, a], [, b]) => b - a),
    paid: paid.length,
    window: { ...window, inWindow: failing.length - outside.length },
    outside: outside.length,
    soldTwice,
    charges,
    memory,
    warmUpMs,
    windowMs,
    deaths: deaths.length,
    problems,
  };
}

const mb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1_048_576).toFixed(0)} MB` : "none");

/** The report's section: the checks in one table, the memory of each process in another. */
export function soakSection(result) {
  const title = "### Soak: two API processes on one PostgreSQL, its backends terminated once half-way";
  if (!result) return `${title}\n\nNot measured (see the failures).`;
  const w = result.window;
  const windowText =
    w.end === null
      ? "never closed: a process did not answer /health again"
      : `${((w.end - w.start) / 1000).toFixed(1)} s (${w.terminated} backends terminated)`;
  const statusText = result.statuses.map(([code, n]) => `${code || "no answer"}x${n}`).join(" ");
  const ok = (pass) => (pass ? "PASS" : "FAIL");
  const rows = [
    ["processes alive at the end", `${2 - result.deaths} of 2`, "2 of 2", ok(result.deaths === 0)],
    ["outage window (terminate until both answer /health)", windowText, "closes", ok(w.end !== null)],
    ["5xx or no answer in the window", String(w.inWindow), "reported", ""],
    ["5xx or no answer outside the window", String(result.outside), "0", ok(result.outside === 0)],
    [
      "unit-nights sold twice",
      `${result.soldTwice.overlapping + result.soldTwice.unbacked} (of ${result.soldTwice.sold} sold)`,
      "0",
      ok(result.soldTwice.overlapping + result.soldTwice.unbacked === 0),
    ],
    [
      "charges without a paid order",
      `${result.charges.orphans.length} (of ${result.charges.charges} charges)`,
      "0",
      ok(result.charges.orphans.length === 0),
    ],
  ];
  const percent = (growth) => (Number.isFinite(growth) ? `${(growth * 100).toFixed(1)}%` : "none");
  const memoryRows = result.memory.map((m) => [
    m.label,
    mb(m.afterWarmUp.kept),
    m.died ? "died" : mb(m.atEnd.kept),
    m.died ? "" : percent(m.growth),
    `≤ ${MEMORY_TOLERANCE * 100}%`,
    m.died ? "not measured" : ok(m.growth <= MEMORY_TOLERANCE),
    mb(m.afterWarmUp.rss),
    m.died ? "died" : mb(m.atEnd.rss),
    m.died ? "" : percent(m.rssGrowth),
  ]);
  const line = (cells) => `| ${cells.join(" | ")} |`;
  return [
    title,
    "",
    `${result.minutes} min of visitors planned, ${(result.trafficMs / 60_000).toFixed(1)} min of traffic (${VISITORS_PER_PROCESS} per process: catalog reads, quotes made and changed, cabins held, ` +
      `about half paid with the sandbox's Visa, orders looked up by id and code): ${result.calls} calls, ${result.paid} orders paid; answers ${statusText}.`,
    ...(result.refusals.length
      ? [
          "",
          `4xx by route (refusals a visitor can get: a cabin taken meanwhile, a date without price): ${result.refusals.map(([route, n]) => `${route} x${n}`).join("; ")}.`,
        ]
      : []),
    "",
    line(["check", "measured", "budget", "result"]),
    line(["---", "---", "---", "---"]),
    ...rows.map(line),
    "",
    `Memory, each sample read right after a full garbage collection forced through the inspector, every ${MEMORY_SAMPLE_MS / 1000} s of traffic; ` +
      `each level is the median of its window's samples: after warm-up the ${result.windowMs / 1000} s from ${result.warmUpMs / 1000} s, at the end the last ${result.windowMs / 1000} s ` +
      `(${result.memory.map((m) => `${m.label}: ${m.afterWarmUp.samples} and ${m.atEnd.samples} samples`).join("; ")}). The budget is on what the process keeps (JS heap in use and the memory JS objects own outside it); RSS is reported beside it.`,
    "",
    line([
      "process",
      "kept after warm-up",
      "kept at the end",
      "growth",
      "budget",
      "result",
      "RSS after warm-up",
      "RSS at the end",
      "RSS growth",
    ]),
    line(["---", "---", "---", "---", "---", "---", "---", "---", "---"]),
    ...memoryRows.map(line),
  ].join("\n");
}
