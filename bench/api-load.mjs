import autocannon from "autocannon";

export const CONNECTIONS = 50;

/** Answers a load run may get: anything else (a 429, a 4xx, a 5xx) makes the bench fail. */
const isExpectedStatus = (code) => (code >= 200 && code < 300) || code === 304;

/**
 * One autocannon run: 50 connections for `seconds`, after a 1 s warm-up (JIT, connection pools, caches) whose
 * numbers are dropped. `setupClient` may give each connection its own requests.
 */
export async function load({ title, url, seconds, method = "GET", headers, body, setupClient }) {
  const run = (duration) =>
    autocannon({ url, method, headers, body, setupClient, connections: CONNECTIONS, duration, timeout: 10 });
  await run(1);
  const result = await run(seconds);
  const codes = Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => ({
    code: Number(code),
    count,
  }));
  const statuses = codes.map((c) => `${c.code}x${c.count}`).join(" ");
  const unexpected = codes.filter((c) => !isExpectedStatus(c.code)).reduce((sum, c) => sum + c.count, 0);
  return {
    title,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    statuses,
    problem:
      unexpected + result.errors + result.timeouts > 0
        ? `${title}: ${unexpected} unexpected answers, ${result.errors} errors, ${result.timeouts} timeouts (${statuses})`
        : null,
  };
}
