import autocannon from "autocannon";
import { percentile } from "./demo-visits.mjs";

export const CONNECTIONS = 50;

/** Answers a load run may get: anything else (a 429, a 4xx, a 5xx) makes the bench fail. */
const isExpectedStatus = (code) => (code >= 200 && code < 300) || code === 304;

/**
 * One autocannon run of `target` ({ url, method, headers, body, setupClient }) for `seconds`; every answer's
 * status and latency is added to `tally` (when given).
 */
async function run(target, seconds, tally) {
  const { url, method = "GET", headers, body, setupClient } = target;
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    connections: CONNECTIONS,
    duration: seconds,
    timeout: 10,
    setupClient: (client) => {
      setupClient?.(client);
      if (!tally) return;
      client.on("response", (status, _bytes, ms) => {
        tally.latencies.push(ms);
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
      });
    },
  });
  if (tally) {
    tally.seconds += result.duration;
    tally.errors += result.errors;
    tally.timeouts += result.timeouts;
  }
}

function summary(title, tally) {
  const codes = [...tally.statuses].sort(([a], [b]) => a - b);
  const statuses = codes.map(([code, count]) => `${code}x${count}`).join(" ");
  const unexpected = codes.filter(([code]) => !isExpectedStatus(code)).reduce((sum, [, n]) => sum + n, 0);
  const answered = tally.latencies.length;
  let problem = null;
  if (unexpected + tally.errors + tally.timeouts > 0) {
    problem = `${title}: ${unexpected} unexpected answers, ${tally.errors} errors, ${tally.timeouts} timeouts (${statuses})`;
  } else if (answered === 0) {
    problem = `${title}: no call was answered within its ${tally.seconds.toFixed(0)} s`;
  }
  return {
    title,
    requests: answered,
    requestsPerSecond: answered / tally.seconds,
    p50: answered ? percentile(tally.latencies, 50) : Number.NaN,
    p99: answered ? percentile(tally.latencies, 99) : Number.NaN,
    statuses,
    problem,
  };
}

/**
 * Loads each target with 50 connections for `seconds` in all, after a 1 s warm-up each (JIT, pools, caches)
 * whose numbers are dropped. The measured time is taken in `rounds` slices, the targets taking turns, so a burst
 * of other work on the machine falls on all of them rather than on one: their ratio stays meaningful. Calls still
 * running when a slice ends are dropped, so slow targets (writes) are better measured in fewer, longer slices.
 */
export async function loadSideBySide(targets, seconds, rounds = 3) {
  for (const target of targets) await run(target, 1);
  const tallies = targets.map(() => ({
    latencies: [],
    statuses: new Map(),
    seconds: 0,
    errors: 0,
    timeouts: 0,
  }));
  for (let round = 0; round < rounds; round++) {
    for (const [index, target] of targets.entries()) await run(target, seconds / rounds, tallies[index]);
  }
  return targets.map((target, index) => summary(target.title, tallies[index]));
}
