import autocannon from "autocannon";
import { withSpreadSourceAddresses } from "./source-addresses.mjs";

export const CONNECTIONS = 50;
export const P99_BUDGET_MS = 25;
export const THROUGHPUT_SHARE_BUDGET = 0.4;

/**
 * One autocannon run: 50 connections for `seconds`, after a 1 s warm-up (JIT, connection pools, caches) whose
 * numbers are dropped. `setupClient` may give each connection its own requests. Every connection binds a fresh
 * loopback source address so the API's per-address limit is not what gets measured (source-addresses.mjs).
 */
export async function load({ title, url, seconds, method = "GET", headers, body, setupClient }) {
  const run = (duration) =>
    withSpreadSourceAddresses(() =>
      autocannon({
        url,
        method,
        headers,
        body,
        setupClient,
        connections: CONNECTIONS,
        duration,
        timeout: 10,
        title,
      }),
    );
  await run(1);
  const result = await run(seconds);
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, { count }]) => `${code}x${count}`)
    .join(" ");
  return {
    title,
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
  };
}
