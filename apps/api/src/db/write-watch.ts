import type { PGlite, QueryOptions, Transaction } from "@electric-sql/pglite";

/**
 * How many writes to the database have ended since this handle opened: a reader that notes `count` before
 * it reads and finds it unchanged afterwards knows that nothing it read has changed since (decision 0056).
 *
 * Counted: each statement of this process that may have changed rows (mayWrite, unless its result says it
 * changed none) once it ends outside a transaction, each transaction that ran one once it ends (committed
 * or not), and, on PostgreSQL, each notification that another process changed the inventory
 * (inventory-notifications.ts).
 */
export type WriteWatch = {
  readonly count: number;
  /**
   * false while another process's writes could go unheard (the notifications' connection is down): nothing
   * read then may be kept for later.
   */
  readonly hearsEveryWrite: boolean;
  /** Counts one ended write. */
  ended(): void;
  /** Says whether other processes' writes are heard now; a change either way counts as a write. */
  setHearsEveryWrite(hears: boolean): void;
};

export function createWriteWatch(): WriteWatch {
  let count = 0;
  let hears = true;
  return {
    get count() {
      return count;
    },
    get hearsEveryWrite() {
      return hears;
    },
    ended() {
      count++;
    },
    setHearsEveryWrite(value) {
      hears = value;
      count++;
    },
  };
}

/**
 * A SELECT (FOR UPDATE included, a UNION's parenthesized parts too) leaves every row as it was, and so
 * does a WITH that names no writing command.
 */
const SELECT = /^[\s(]*select\b/i;
const WITH = /^[\s(]*with\b/i;
const WRITING_COMMAND = /\b(insert|update|delete|merge)\b/i;
/** Statements whose result counts the rows they changed (a WITH's counts its last part only). */
const COUNTS_ITS_ROWS = /^\s*(insert|update|delete)\b/i;
const BEGIN = /^\s*(begin|start\s+transaction)\b/i;
const END = /^\s*(commit|rollback|end)\b/i;

export function mayWrite(text: string): boolean {
  if (SELECT.test(text)) return false;
  return !WITH.test(text) || WRITING_COMMAND.test(text);
}

/**
 * Whether a statement's result says it changed no row: a sweep that deletes nothing, an upsert that did
 * nothing. Those leave every answer as it was, so the background jobs do not make the kept ones go.
 */
function changedNothing(text: string, result: unknown): boolean {
  if (!COUNTS_ITS_ROWS.test(text) || typeof result !== "object" || result === null) return false;
  const { affectedRows, rowCount } = result as { affectedRows?: unknown; rowCount?: unknown };
  return (affectedRows ?? rowCount) === 0;
}

type QueryText = string | { text: string };
const textOf = (query: QueryText): string => (typeof query === "string" ? query : query.text);

/**
 * Runs `after` with the outcome once `result` has settled (undefined for a failure), whether a promise or
 * not, and passes the result on as it was.
 */
function afterSettled<T>(result: T, after: (outcome: unknown) => void): T {
  if (result instanceof Promise) {
    result.then(after, () => after(undefined));
    return result;
  }
  after(undefined);
  return result;
}

type PgliteClient = Pick<PGlite, "query" | "transaction">;

/**
 * The PGlite client (or its thread's) Drizzle is given, counting its ended writes in `watch`: Drizzle calls
 * query() outside transactions and transaction() for one, whose queries go through the transaction's own
 * query().
 */
export function watchPgliteWrites<C extends PgliteClient>(client: C, watch: WriteWatch): C {
  const query: PgliteClient["query"] = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
    const result = client.query<T>(text, params, options);
    if (!mayWrite(text)) return result;
    return afterSettled(result, (outcome) => {
      if (!changedNothing(text, outcome)) watch.ended();
    });
  };
  const transaction: PgliteClient["transaction"] = (work) => {
    let wrote = false;
    const run = client.transaction((tx) => {
      const txQuery: Transaction["query"] = <T>(text: string, params?: unknown[], options?: QueryOptions) => {
        const result = tx.query<T>(text, params, options);
        if (!mayWrite(text)) return result;
        return afterSettled(result, (outcome) => {
          if (!changedNothing(text, outcome)) wrote = true;
        });
      };
      const watched = new Proxy(tx, {
        get: (target, name) => (name === "query" ? txQuery : Reflect.get(target, name, target)),
      });
      return work(watched);
    });
    return afterSettled(run, () => {
      if (wrote) watch.ended();
    });
  };
  return new Proxy(client, {
    get(target, name) {
      if (name === "query") return query;
      if (name === "transaction") return transaction;
      const value = Reflect.get(target, name, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

type PgClient = { query(query: QueryText, ...rest: unknown[]): unknown };

/**
 * Counts the ended writes of one node-postgres connection in `watch`. Drizzle runs a transaction as
 * BEGIN ... COMMIT (or ROLLBACK) on one connection, and the pool runs every other query on any free one,
 * with a callback when the pool itself calls.
 */
export function watchPgConnectionWrites(client: PgClient, watch: WriteWatch): void {
  const query = client.query.bind(client);
  let inTransaction = false;
  let wrote = false;

  /** Runs the query and `after` with its result (undefined for an error) before its caller hears of it. */
  function settled(statement: QueryText, rest: unknown[], after: (outcome: unknown) => void): unknown {
    const last = rest.length - 1;
    const callback = rest[last];
    if (typeof callback !== "function") return afterSettled(query(statement, ...rest), after);
    rest[last] = (err: unknown, result: unknown) => {
      after(err ? undefined : result);
      return callback(err, result);
    };
    return query(statement, ...rest);
  }

  client.query = (statement: QueryText, ...rest: unknown[]) => {
    const text = textOf(statement);
    if (BEGIN.test(text)) {
      inTransaction = true;
      wrote = false;
      return query(statement, ...rest);
    }
    if (END.test(text)) {
      const counts = inTransaction && wrote;
      inTransaction = false;
      return counts ? settled(statement, rest, () => watch.ended()) : query(statement, ...rest);
    }
    if (!mayWrite(text)) return query(statement, ...rest);
    const inside = inTransaction;
    return settled(statement, rest, (outcome) => {
      if (changedNothing(text, outcome)) return;
      if (inside) wrote = true;
      else watch.ended();
    });
  };
}
