import { describe, expect, it } from "vitest";
import { createRefreshingValue } from "../src/infra/refreshing-value.ts";

/** A loader whose calls the test settles one by one, and a clock it moves. */
function setup() {
  let time = 0;
  let version = 0;
  const pending: (() => void)[] = [];
  const loads = { count: 0 };
  const value = createRefreshingValue({
    maxAgeMs: 60_000,
    now: () => time,
    load: () => {
      loads.count++;
      return new Promise<number>((resolve) => pending.push(() => resolve(++version)));
    },
  });
  const settleAll = async () => {
    for (const settle of pending.splice(0)) settle();
    await Promise.resolve();
  };
  return { value, loads, settleAll, advance: (ms: number) => (time += ms) };
}

describe("createRefreshingValue (the catalog snapshot's cache)", () => {
  it("loads once for many simultaneous first callers", async () => {
    const { value, loads, settleAll } = setup();
    const calls = Array.from({ length: 50 }, () => value.get());
    await settleAll();
    expect(await Promise.all(calls)).toEqual(Array(50).fill(1));
    expect(loads.count).toBe(1);
  });

  it("keeps the value for its max age, then serves it while one reload runs", async () => {
    const { value, loads, settleAll, advance } = setup();
    const first = value.get();
    await settleAll();
    expect(await first).toBe(1);
    advance(59_999);
    expect(await value.get()).toBe(1);
    expect(loads.count).toBe(1);

    advance(1);
    const during = await Promise.all(Array.from({ length: 20 }, () => value.get()));
    expect(during).toEqual(Array(20).fill(1));
    expect(loads.count).toBe(2);
    await settleAll();
    await Promise.resolve();
    expect(await value.get()).toBe(2);
  });

  it("reads again right away after invalidate, ignoring a load started before it", async () => {
    const { value, loads, settleAll, advance } = setup();
    const first = value.get();
    await settleAll();
    await first;
    advance(60_000);
    await value.get(); // starts a background reload that invalidate makes stale
    value.invalidate();
    const fresh = value.get();
    await settleAll();
    expect(await fresh).toBe(3);
    expect(loads.count).toBe(3);
    expect(await value.get()).toBe(3);
  });

  it("keeps serving the old value when a reload fails, and tries again on the next call", async () => {
    let fail = false;
    let time = 0;
    let version = 0;
    const errors: unknown[] = [];
    const value = createRefreshingValue({
      maxAgeMs: 10,
      now: () => time,
      load: async () => {
        if (fail) throw new Error("database down");
        return ++version;
      },
      onRefreshError: (err) => errors.push(err),
    });
    expect(await value.get()).toBe(1);
    fail = true;
    time = 10;
    expect(await value.get()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(errors).toHaveLength(1);
    fail = false;
    expect(await value.get()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await value.get()).toBe(2);
  });

  it("refresh reloads a young value in the background, serving the old one meanwhile, once at a time", async () => {
    const { value, loads, settleAll } = setup();
    const first = value.get();
    await settleAll();
    expect(await first).toBe(1);
    value.refresh();
    value.refresh();
    expect(loads.count).toBe(2);
    expect(await value.get()).toBe(1);
    await settleAll();
    await Promise.resolve();
    expect(await value.get()).toBe(2);
  });
});
