/**
 * A read that, while one of its calls is on its way to the database, gathers the calls made meanwhile and
 * makes them together, as one read, when it comes back (as a database groups commits). Alone, a call is read
 * at once, as before; in a burst (500 payments for the last cabin) the calls cost a handful of statements
 * instead of one each, and no call waits longer than one read for its turn.
 *
 * `readTogether` answers each request of the batch, in order. Never use one around a transaction's reads:
 * it mixes calls of different requests into one statement outside any of them.
 */
export function coalescedRead<Request, Answer>(
  readTogether: (requests: readonly Request[]) => Promise<readonly Answer[]>,
): (request: Request) => Promise<Answer> {
  type Call = { request: Request; resolve: (answer: Answer) => void; reject: (error: unknown) => void };
  let reading = false;
  let waiting: Call[] = [];

  async function read(batch: Call[]): Promise<void> {
    reading = true;
    try {
      const answers = await readTogether(batch.map((call) => call.request));
      for (const [index, call] of batch.entries()) call.resolve(answers[index] as Answer);
    } catch (error) {
      for (const call of batch) call.reject(error);
    } finally {
      reading = false;
      if (waiting.length > 0) {
        const next = waiting;
        waiting = [];
        void read(next);
      }
    }
  }

  return (request) =>
    new Promise<Answer>((resolve, reject) => {
      const call = { request, resolve, reject };
      if (reading) waiting.push(call);
      else void read([call]);
    });
}
