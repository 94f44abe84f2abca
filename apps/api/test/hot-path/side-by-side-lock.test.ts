import { describe, expect, it } from "vitest";
import { SideBySideLock } from "../../src/hot-path/side-by-side-lock.ts";

/** A holder that records when it starts and ends, and holds until released. */
function holder(log: string[], name: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    fn: async () => {
      log.push(`${name} in`);
      await released;
      log.push(`${name} out`);
    },
    release,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a lock held side by side or alone", () => {
  it("lets side-by-side holders in together and an alone holder in only when they are gone", async () => {
    const lock = new SideBySideLock();
    const log: string[] = [];
    const [a, b, c] = [holder(log, "a"), holder(log, "b"), holder(log, "tx")];
    const done = [lock.beside(a.fn), lock.beside(b.fn), lock.alone(c.fn)];
    await settle();
    expect(log).toEqual(["a in", "b in"]);
    a.release();
    await settle();
    expect(log).toEqual(["a in", "b in", "a out"]);
    b.release();
    await settle();
    expect(log).toEqual(["a in", "b in", "a out", "b out", "tx in"]);
    c.release();
    await Promise.all(done);
  });

  it("keeps later side-by-side holders behind a waiting alone holder, so it is never starved", async () => {
    const lock = new SideBySideLock();
    const log: string[] = [];
    const [first, tx, later] = [holder(log, "first"), holder(log, "tx"), holder(log, "later")];
    const done = [lock.beside(first.fn), lock.alone(tx.fn), lock.beside(later.fn)];
    await settle();
    expect(log).toEqual(["first in"]);
    first.release();
    await settle();
    expect(log).toEqual(["first in", "first out", "tx in"]);
    tx.release();
    await settle();
    expect(log).toEqual(["first in", "first out", "tx in", "tx out", "later in"]);
    later.release();
    await Promise.all(done);
  });

  it("is let go when a holder throws", async () => {
    const lock = new SideBySideLock();
    await expect(lock.alone(async () => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
    await expect(lock.beside(async () => "next")).resolves.toBe("next");
    await expect(lock.beside(async () => Promise.reject(new Error("no")))).rejects.toThrow("no");
    await expect(lock.alone(async () => "alone")).resolves.toBe("alone");
  });
});
