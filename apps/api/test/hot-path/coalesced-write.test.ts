import { describe, expect, it } from "vitest";
import { coalescedWrite } from "../../src/hot-path/coalesced-write.ts";

type Call = { row: string; value: number };

/**
 * A write whose statements are recorded and answered when the test says so; a statement holding the value
 * -1 fails as a whole, as a database refuses a statement with one bad row.
 */
function controlledWrite() {
  const statements: { calls: Call[]; answer: () => void }[] = [];
  const write = coalescedWrite<Call, string>(
    (calls) =>
      new Promise((resolve, reject) => {
        statements.push({
          calls: [...calls],
          answer: () =>
            calls.some((c) => c.value === -1)
              ? reject(new Error("value out of range"))
              : resolve(calls.map((c) => `${c.row}=${c.value}`)),
        });
      }),
    (call) => call.row,
  );
  const written = () => statements.map((s) => s.calls.map((c) => `${c.row}=${c.value}`));
  return { write, statements, written };
}

/** Answers each statement as it is made, until no more are made. */
async function answerAll(statements: { answer: () => void }[]): Promise<void> {
  for (let answered = 0; ; answered++) {
    await settle();
    const next = statements[answered];
    if (!next) return;
    next.answer();
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("a coalesced write", () => {
  it("writes a call made alone at once, by itself", async () => {
    const { write, statements, written } = controlledWrite();
    const answer = write({ row: "a", value: 1 });
    expect(written()).toEqual([["a=1"]]);
    statements[0]?.answer();
    expect(await answer).toBe("a=1");
  });

  it("writes the calls made while a statement is on its way together in the next, each getting its own answer", async () => {
    const { write, statements, written } = controlledWrite();
    const calls = [
      write({ row: "a", value: 1 }),
      write({ row: "b", value: 2 }),
      write({ row: "c", value: 3 }),
    ];
    expect(statements).toHaveLength(1);
    await answerAll(statements);
    expect(written()).toEqual([["a=1"], ["b=2", "c=3"]]);
    expect(await Promise.all(calls)).toEqual(["a=1", "b=2", "c=3"]);
  });

  it("never puts two calls of one row in one statement: they are written in the order made", async () => {
    const { write, statements, written } = controlledWrite();
    const calls = [
      write({ row: "x", value: 0 }),
      write({ row: "a", value: 1 }),
      write({ row: "b", value: 1 }),
      write({ row: "a", value: 2 }),
      write({ row: "a", value: 3 }),
    ];
    await answerAll(statements);
    expect(written()).toEqual([["x=0"], ["a=1", "b=1"], ["a=2"], ["a=3"]]);
    expect(await Promise.all(calls)).toEqual(["x=0", "a=1", "b=1", "a=2", "a=3"]);
  });

  it("when a statement fails, writes its calls again alone: only the one the database refuses fails", async () => {
    const { write, statements, written } = controlledWrite();
    const calls = [
      write({ row: "x", value: 0 }),
      write({ row: "a", value: 1 }),
      write({ row: "b", value: -1 }),
      write({ row: "c", value: 3 }),
    ];
    const settled = Promise.allSettled(calls);
    await answerAll(statements);
    expect(written()).toEqual([["x=0"], ["a=1", "b=-1", "c=3"], ["a=1"], ["b=-1"], ["c=3"]]);
    const outcomes = await settled;
    expect(outcomes.map((o) => (o.status === "fulfilled" ? o.value : (o.reason as Error).message))).toEqual([
      "x=0",
      "a=1",
      "value out of range",
      "c=3",
    ]);
  });

  it("fails a call made alone that the database refuses, without writing it twice", async () => {
    const { write, statements, written } = controlledWrite();
    const refused = expect(write({ row: "a", value: -1 })).rejects.toThrow("value out of range");
    await answerAll(statements);
    await refused;
    expect(written()).toEqual([["a=-1"]]);
  });
});
