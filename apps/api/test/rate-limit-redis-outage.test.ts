import type { ChildProcess } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RATE_LIMIT_NAMESPACE } from "../src/infra/rate-limit-store.ts";
import { freePort, killOwnRedis, startOwnRedis } from "./helpers/own-redis-server.ts";
import { buildTestApp, type TestApp } from "./helpers/test-app.ts";

/*
 * Issue 31 item 6: with REDIS_URL set, Redis going away in the middle of traffic leaves the site answering
 * (the limits count in each process meanwhile) and the counts go back to Redis when it returns. The test
 * runs its own redis-server, which it kills and restarts on the same port; calls go over HTTP to the
 * listening app, each client named by X-Forwarded-For from the trusted loopback.
 */
const LIMIT = 20;
let port = 0;
let redis: ChildProcess;
let t: TestApp;
let origin = "";

beforeAll(async () => {
  port = await freePort();
  redis = await startOwnRedis(port);
  t = await buildTestApp({
    REDIS_URL: `redis://127.0.0.1:${port}`,
    RATE_LIMIT_PER_MINUTE: String(LIMIT),
    TRUST_PROXY: "loopback",
  });
  origin = await t.app.listen({ port: 0, host: "127.0.0.1" });
}, 60_000);

afterAll(async () => {
  await t?.close();
  if (redis) await killOwnRedis(redis);
});

async function callFrom(client: string): Promise<number> {
  const response = await fetch(`${origin}/api/core/maintenance`, { headers: { "x-forwarded-for": client } });
  await response.arrayBuffer();
  return response.status;
}

/** The count Redis keeps for a client's calls this minute, or null when it keeps none. */
async function countInRedis(client: string): Promise<number | null> {
  const reader = new Redis(`redis://127.0.0.1:${port}`, { maxRetriesPerRequest: 0, lazyConnect: true });
  try {
    await reader.connect();
    const count = await reader.get(`${RATE_LIMIT_NAMESPACE}${client}`);
    return count === null ? null : Number(count);
  } finally {
    reader.disconnect();
  }
}

/** Calls as `client` until the app counts in Redis (it connects, or reconnects, in the background). */
async function callUntilCountedInRedis(client: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    expect(await callFrom(client)).toBe(200);
    if ((await countInRedis(client)) !== null) return;
    await sleep(100);
  }
  throw new Error(`the app never counted ${client} in Redis`);
}

it("counts each client's calls in Redis while it answers", async () => {
  await callUntilCountedInRedis("198.18.1.1");
  const before = await countInRedis("198.18.1.1");
  expect(await callFrom("198.18.1.1")).toBe(200);
  expect(await countInRedis("198.18.1.1")).toBe((before ?? 0) + 1);
});

it("keeps answering when Redis dies mid-traffic, and then limits each client in the process", async () => {
  const statuses: number[] = [];
  let killed: Promise<void> | undefined;
  for (let round = 0; round < 6; round++) {
    const calls = Array.from({ length: 10 }, (_, i) => callFrom(`198.18.2.${round * 10 + i}`));
    // Killed while the third round's calls are on their way.
    if (round === 2) killed = killOwnRedis(redis);
    statuses.push(...(await Promise.all(calls)));
  }
  await killed;
  expect(statuses.filter((status) => status !== 200)).toEqual([]);

  // Redis is gone: a client still gets exactly the limit, counted by this process, and no call hangs.
  const client = "198.18.3.1";
  const allowed: number[] = [];
  for (let i = 0; i < LIMIT; i++) allowed.push(await callFrom(client));
  expect(allowed).toEqual(Array(LIMIT).fill(200));
  expect(await callFrom(client)).toBe(429);
  expect(await callFrom("198.18.3.2")).toBe(200);
});

it("counts in Redis again once it is back on the same address", async () => {
  redis = await startOwnRedis(port);
  await callUntilCountedInRedis("198.18.4.1");
  const before = await countInRedis("198.18.4.1");
  expect(await callFrom("198.18.4.1")).toBe(200);
  expect(await countInRedis("198.18.4.1")).toBe((before ?? 0) + 1);
  // What was counted in the process during the outage stays there only; Redis starts afresh.
  expect(await countInRedis("198.18.3.1")).toBeNull();
});
