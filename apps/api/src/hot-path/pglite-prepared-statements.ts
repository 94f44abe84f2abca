import {
  type messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from "@electric-sql/pglite";

type BackendMessage = messages.BackendMessage;

/** The part of PGlite (or of its thread, pglite-thread.ts) the statements run on. */
type StatementClient = Pick<
  PGlite,
  | "execProtocol"
  | "_checkReady"
  | "_runExclusiveTransaction"
  | "runExclusive"
  | "syncToFs"
  | "parsers"
  | "serializers"
  | "query"
  | "transaction"
> & {
  /**
   * Runs queries outside transactions side by side, apart from any transaction (the PGlite thread, which
   * runs what it is sent in order); without it, one query at a time, as PGlite itself.
   */
  runBesideQueries?<T>(fn: () => Promise<T>): Promise<T>;
};

/**
 * Named statements kept at most; the least recently used is closed when a new one needs the room. Each
 * keeps its plans in the engine's memory, which never shrinks: 256 copies of the quote update's statement
 * took about 100 MB. The hot paths use a few dozen texts; the office's rarer ones are parsed again.
 */
export const MAX_PREPARED_STATEMENTS = 100;

type Field = { name: string; dataTypeID: number };
/** A named statement: its parameters' types and its result's columns, as PostgreSQL described them once. */
type Prepared = { name: string; paramTypes: number[]; fields: Field[] };
/** A statement from the moment its parse is sent; `users`: the queries under way on it. */
type Statement = { name: string; described: Promise<Prepared>; users: number };

const { serialize } = protocol;

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

type Parser = (text: string, typeId: number) => unknown;

/** One column's value; a module function, as a closure made per call costs a property write under tsx. */
function parsed(text: string | null, i: number, parsers: (Parser | undefined)[], fields: Field[]) {
  const parser = parsers[i];
  return text === null || !parser ? text : parser(text, fields[i]?.dataTypeID ?? 0);
}

/** What PGlite's own query() adds to an error, so a caller sees the same error either way. */
function withQuery(err: unknown, query: string, params: unknown[], options: QueryOptions | undefined) {
  if (err && typeof err === "object" && "code" in err)
    Object.assign(err, { query, params, queryOptions: options });
  return err;
}

/**
 * PGlite's query() sends every query unnamed: PostgreSQL parses,
 * analyses and plans it again on each call, in six round trips into the engine. This runs each query text
 * as a named prepared statement instead (parsed once, its plan kept by PostgreSQL's plan cache), bound and
 * executed in one round trip: the quote update's statement went from 1.4 ms to 0.46 ms of the thread's
 * time. What node-postgres does for Drizzle's named statements on a server, for every query.
 *
 * The caller holds PGlite's query lock (`runExclusive`), or on the PGlite thread the lock that keeps
 * queries apart from transactions (`runBesideQueries`), under which runs overlap.
 */
function createStatementRunner(client: StatementClient, maxStatements: number) {
  /**
   * By query text, least recently used first (a Map keeps insertion order; a use moves it last). Each is
   * kept from the moment its parse is sent, so queries running at once (the PGlite thread) share one, and
   * counts the queries using it: those are never closed to make room.
   */
  const statements = new Map<string, Statement>();
  let named = 0;

  /** Sends the statement's parse, first closing the least recently used unused ones when full. */
  function prepare(text: string): Statement {
    const messages: Uint8Array[] = [];
    for (const [oldText, old] of statements) {
      if (statements.size < maxStatements) break;
      if (old.users > 0) continue;
      statements.delete(oldText);
      messages.push(serialize.close({ type: "S", name: old.name }));
    }
    const name = `pglite_s${++named}`;
    messages.push(serialize.parse({ name, text }), serialize.describe({ type: "S", name }), serialize.sync());
    const described = client.execProtocol(concat(messages), { syncToFs: false }).then((result) => {
      const description = result.messages.find((m) => m.name === "rowDescription") as
        | messages.RowDescriptionMessage
        | undefined;
      return {
        name,
        paramTypes: parse.parseDescribeStatementResults(result.messages),
        fields: (description?.fields ?? []).map(({ name, dataTypeID }) => ({ name, dataTypeID })),
      };
    });
    const statement = { name, described, users: 0 };
    statements.set(text, statement);
    described.catch(() => {
      if (statements.get(text) === statement) statements.delete(text);
    });
    return statement;
  }

  /** The statement of `text`, made the most recently used, sent for parsing when new. */
  function statementOf(text: string): Statement {
    const statement = statements.get(text);
    if (!statement) return prepare(text);
    statements.delete(text);
    statements.set(text, statement);
    return statement;
  }

  /**
   * PGlite's parseResults for one statement, without its copy of every type's parser on each call
   * (a tenth of the quote update's time): each column's parser is looked up once.
   */
  function resultOf<T>(
    messages: readonly BackendMessage[],
    fields: Field[],
    options?: QueryOptions,
  ): Results<T> {
    const parsers = fields.map(
      ({ dataTypeID }) => options?.parsers?.[dataTypeID] ?? client.parsers[dataTypeID],
    );
    const rows: unknown[] = [];
    let result: Results<T> = { rows: rows as T[], fields, affectedRows: 0 };
    for (const message of messages) {
      if (message.name === "dataRow") {
        const { fields: texts } = message as messages.DataRowMessage;
        if (options?.rowMode === "array") {
          rows.push(texts.map((text, i) => parsed(text, i, parsers, fields)));
        } else {
          const row: Record<string, unknown> = {};
          for (let i = 0; i < texts.length; i++)
            row[fields[i]?.name ?? ""] = parsed(texts[i] ?? null, i, parsers, fields);
          rows.push(row);
        }
      } else if (message.name === "commandComplete") {
        // "SELECT 2", "UPDATE 3", "INSERT 0 5": the count is the tag's last word, when it has one.
        const words = (message as messages.CommandCompleteMessage).text.split(" ");
        const command = words[0];
        const rowCount = Number.parseInt(words[words.length - 1] ?? "", 10);
        const writes = ["INSERT", "UPDATE", "DELETE", "COPY", "MERGE"].includes(command ?? "");
        result = { ...result, command, affectedRows: writes ? rowCount : 0 };
        if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
      }
    }
    return result;
  }

  return async function run<T>(text: string, params: unknown[], options?: QueryOptions): Promise<Results<T>> {
    const statement = statementOf(text);
    statement.users++;
    try {
      const prepared = await statement.described;
      const { paramTypes } = prepared;
      // As PGlite's query() does: each value through the serializer of its parameter's type.
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const type = paramTypes[i] ?? 0;
        const toText = options?.serializers?.[type] ?? client.serializers[type];
        return toText ? toText(param) : String(param);
      });
      const { messages } = await client.execProtocol(
        concat([
          serialize.bind({ statement: prepared.name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      return resultOf<T>(messages, prepared.fields, options);
    } catch (err) {
      throw withQuery(err, text, params, options);
    } finally {
      statement.users--;
    }
  };
}

/**
 * The PGlite client with query() and transaction() running through named prepared statements (see
 * createStatementRunner); everything else is PGlite's own. Queries keep PGlite's locking: one at a time
 * (side by side on the PGlite thread: runBesideQueries), none beside a transaction but its own. Options PGlite's query() supports and these do not (a blob for
 * COPY, parameter types) go to PGlite's query() as they are.
 */
export function withPreparedStatements<C extends StatementClient>(
  client: C,
  maxStatements = MAX_PREPARED_STATEMENTS,
): C {
  const run = createStatementRunner(client, maxStatements);
  const ownQuery = (options: QueryOptions | undefined) =>
    options?.blob !== undefined || options?.paramTypes !== undefined;

  async function query<T>(text: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    if (ownQuery(options)) return client.query<T>(text, params, options);
    await client._checkReady();
    const result = client.runBesideQueries
      ? await client.runBesideQueries(() => run<T>(text, params, options))
      : await client._runExclusiveTransaction(() => client.runExclusive(() => run<T>(text, params, options)));
    await client.syncToFs();
    return result;
  }

  function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return client.transaction((tx) => {
      const prepared: Transaction = {
        ...tx,
        // A getter: spreading would freeze the flag at false.
        get closed() {
          return tx.closed;
        },
        query: async <R>(text: string, params: unknown[] = [], options?: QueryOptions) => {
          if (tx.closed) throw new Error("Transaction is closed");
          if (ownQuery(options)) return tx.query<R>(text, params, options);
          return client.runExclusive(() => run<R>(text, params, options));
        },
      };
      return callback(prepared);
    });
  }

  return new Proxy(client, {
    get(target, property) {
      if (property === "query") return query;
      if (property === "transaction") return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
