import { coalescedRead } from "../infra/coalesced-read.ts";

type Outcome<Answer> = { answer: Answer } | { error: unknown };

/**
 * A write coalesced as a read is (coalesced-read.ts): alone, a call is written at once; the calls made while
 * a write is on its way are written together when it is back, as one statement and so one commit. Under load
 * they share the round trip and the commit, which are most of a small write's cost on a database server
 * (each commit waits for its log to reach the disk).
 *
 * `writeTogether` must be one statement, which writes all of its calls or none, and answers each, in order.
 * Calls of one key (one row) are never in one statement: the later ones go in the next, in the order they
 * were made, so the last one made is the one that stays. When a statement fails, each of its calls is
 * written again alone, so a call that cannot be written fails by itself and the others are written.
 */
export function coalescedWrite<Request, Answer>(
  writeTogether: (requests: readonly Request[]) => Promise<readonly Answer[]>,
  keyOf: (request: Request) => string,
): (request: Request) => Promise<Answer> {
  async function writeAlone(request: Request): Promise<Outcome<Answer>> {
    try {
      const [answer] = await writeTogether([request]);
      return { answer: answer as Answer };
    } catch (error) {
      return { error };
    }
  }

  async function writeAll(requests: readonly Request[]): Promise<Outcome<Answer>[]> {
    const outcomes: Outcome<Answer>[] = [];
    for (const indexes of statementsOfDistinctKeys(requests, keyOf)) {
      const batch = indexes.map((index) => requests[index] as Request);
      if (batch.length === 1) {
        outcomes[indexes[0] as number] = await writeAlone(batch[0] as Request);
        continue;
      }
      try {
        const answers = await writeTogether(batch);
        for (const [k, index] of indexes.entries()) outcomes[index] = { answer: answers[k] as Answer };
      } catch {
        // Nothing of the statement was written: find the call that fails, so the others are not refused for it.
        for (const index of indexes) outcomes[index] = await writeAlone(requests[index] as Request);
      }
    }
    return outcomes;
  }

  const write = coalescedRead(writeAll);
  return async (request) => {
    const outcome = await write(request);
    if ("error" in outcome) throw outcome.error;
    return outcome.answer;
  };
}

/**
 * The requests' indexes split into statements in which no key appears twice: a key's first call goes in
 * the first, its second in the second, and so on, so each key's calls are written in the order made.
 */
function statementsOfDistinctKeys<Request>(
  requests: readonly Request[],
  keyOf: (request: Request) => string,
): number[][] {
  const statements: number[][] = [];
  const seen = new Map<string, number>();
  for (const [index, request] of requests.entries()) {
    const key = keyOf(request);
    const round = seen.get(key) ?? 0;
    seen.set(key, round + 1);
    const statement = statements[round];
    if (statement) statement.push(index);
    else statements[round] = [index];
  }
  return statements;
}
