import { is, Param, Placeholder, type Query } from "drizzle-orm";
import pg from "pg";
import type { Database } from "../db/database.ts";
import { PGliteThread } from "./pglite-thread.ts";

/** Rows as arrays of column values, in the statement's column order. */
export type ArrayRows = unknown[][];

/**
 * A statement built with Drizzle once and then run by the driver itself, for the hottest path: Drizzle's
 * execute (placeholder filling, its tracing wrapper, mapping every column of every row through the column's
 * decoder) cost about as much JavaScript as the rest of the route, and it gives every use of a placeholder
 * its own parameter, so the quote update bound 28 of them for 14 values.
 *
 * `text` numbers each placeholder once, whatever its uses; `values` fills them from the arguments by name.
 * Uses of one placeholder must take the same driver value: the statement gives each placeholder one kind
 * of column (ids to uuid columns, dates to date columns), whose encoders leave the value as it is.
 */
export type DriverStatement<A extends Record<string, unknown>> = {
  readonly name: string;
  readonly text: string;
  values(args: A): unknown[];
};

export function driverStatement<A extends Record<string, unknown>>(
  name: string,
  query: Query,
): DriverStatement<A> {
  const numbers = new Map<string, number>();
  // Each parameter's source, sorted out once: `is` walks prototypes, too slow for every run.
  const sources: { param: unknown; placeholder: string | null; encoder: Param["encoder"] | null }[] = [];
  const numberOf = (param: unknown): number => {
    const placeholder = is(param, Placeholder)
      ? param.name
      : is(param, Param) && is(param.value, Placeholder)
        ? param.value.name
        : null;
    const encoder = is(param, Param) ? param.encoder : null;
    if (placeholder === null) {
      sources.push({ param, placeholder, encoder });
      return sources.length;
    }
    let number = numbers.get(placeholder);
    if (number === undefined) {
      sources.push({ param, placeholder, encoder });
      number = sources.length;
      numbers.set(placeholder, number);
    }
    return number;
  };
  const byPosition = query.params.map(numberOf);
  // Drizzle writes its parameters as $1..$n in order; nothing else in a statement's text looks like that.
  const text = query.sql.replace(
    /\$(\d+)\b/g,
    (_, position: string) => `$${byPosition[Number(position) - 1]}`,
  );
  return {
    name,
    text,
    values(args) {
      return sources.map(({ param, placeholder, encoder }) => {
        if (placeholder === null) return param;
        if (!(placeholder in args)) throw new Error(`${name}: no value for placeholder "${placeholder}"`);
        const value = args[placeholder];
        return encoder && value !== null ? encoder.mapToDriverValue(value) : value;
      });
    },
  };
}

/**
 * Runs a driver statement on the database's own client, outside any transaction: node-postgres names it
 * (parsed once per connection), and the PGlite client is already wrapped to run every text as a named
 * statement (pglite-prepared-statements.ts). Column values come parsed by the driver's type parsers.
 */
export function driverRunner(
  db: Database,
): <A extends Record<string, unknown>>(statement: DriverStatement<A>, args: A) => Promise<ArrayRows> {
  const client = "$client" in db ? db.$client : undefined;
  if (client instanceof pg.Pool) {
    return async (statement, args) => {
      const { name, text } = statement;
      const result = await client.query<unknown[]>({
        name,
        text,
        values: statement.values(args),
        rowMode: "array",
      });
      return result.rows;
    };
  }
  if (client instanceof PGliteThread) {
    return async (statement, args) => {
      const result = await client.query<unknown[]>(statement.text, statement.values(args), {
        rowMode: "array",
      });
      return result.rows;
    };
  }
  throw new Error("driverRunner needs the database itself (a pg Pool or PGlite), not a transaction");
}
