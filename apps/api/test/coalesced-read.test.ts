import { describe, expect, it } from "vitest";
import { coalescedRead } from "../src/infra/coalesced-read.ts";

/** A read whose batches are recorded and answered when the test says so. */
function controlledRead() {
  const batches: { requests: number[]; answer: () => void; fail: (error: Error) => void }[] = [];
  const read = coalescedRead<number, string>(
    (requests) =>
      new Promise((resolve, reject) => {
        batches.push({
          requests: [...requests],
          answer: () => resolve(requests.map((n) => `answer ${n}`)),
          fail: reject,
        });
      }),
  );
  return { read, batches };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a coalesced read", () => {
  it("reads a call made alone at once, by itself", async () => {
    const { read, batches } = controlledRead();
    const answer = read(1);
    expect(batches.map((b) => b.requests)).toEqual([[1]]);
    batches[0]?.answer();
    expect(await answer).toBe("answer 1");
  });

  it("reads the calls made while a read is on its way together, once it is back, each getting its own answer", async () => {
    const { read, batches } = controlledRead();
    const first = read(1);
    const later = [read(2), read(3), read(4)];
    expect(batches).toHaveLength(1);
    batches[0]?.answer();
    await first;
    await settle();
    expect(batches.map((b) => b.requests)).toEqual([[1], [2, 3, 4]]);
    batches[1]?.answer();
    expect(await Promise.all(later)).toEqual(["answer 2", "answer 3", "answer 4"]);
  });

  it("fails only the calls of a read that failed; the calls gathered meanwhile are read next", async () => {
    const { read, batches } = controlledRead();
    const first = read(1);
    const second = read(2);
    batches[0]?.fail(new Error("connection lost"));
    await expect(first).rejects.toThrow("connection lost");
    await settle();
    expect(batches.map((b) => b.requests)).toEqual([[1], [2]]);
    batches[1]?.answer();
    expect(await second).toBe("answer 2");
  });

  it("reads at once again after a burst has been answered", async () => {
    const { read, batches } = controlledRead();
    const first = read(1);
    batches[0]?.answer();
    await first;
    const next = read(5);
    expect(batches.map((b) => b.requests)).toEqual([[1], [5]]);
    batches[1]?.answer();
    expect(await next).toBe("answer 5");
  });
});
