/**
 * What a failed query says about the database (decision 0046): the API answers 503 while the database is
 * out of reach and 400 when it refused a value. Drivers wrap the server's error (Drizzle's DrizzleQueryError
 * holds node-postgres' or PGlite's in `cause`), so the whole chain is read.
 */

/** A PostgreSQL SQLSTATE: classes are two digits, or F0, HV, P0, XX. */
const SQLSTATE = /^(\d\d|F0|HV|P0|XX)[0-9A-Z]{3}$/;

/** Socket failures of a connection to the server (node-postgres passes Node's own error on). */
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** node-postgres' and pg-pool's own words for a connection that ended or never came. */
const LOST_CONNECTION_MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "timeout exceeded when trying to connect",
  "Client was closed and is not queryable",
];

function* chainOf(err: unknown): Generator<Error> {
  let current = err;
  for (let depth = 0; current instanceof Error && depth < 5; depth++) {
    yield current;
    current = current.cause;
  }
}

/** The SQLSTATE of the first PostgreSQL error in the chain, if any. */
export function sqlStateOf(err: unknown): string | undefined {
  for (const e of chainOf(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && SQLSTATE.test(code)) return code;
  }
  return undefined;
}

/**
 * The connection to the database was lost or could not be made: the server is down, restarting, refusing
 * connections, or ended this session (pg_terminate_backend: 57P01; shutting down: 57P02; starting: 57P03).
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  const state = sqlStateOf(err);
  if (state && (state.startsWith("08") || state === "57P01" || state === "57P02" || state === "57P03"))
    return true;
  for (const e of chainOf(err)) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && SOCKET_CODES.has(code)) return true;
    if (LOST_CONNECTION_MESSAGES.some((text) => e.message.startsWith(text))) return true;
  }
  return false;
}

/**
 * The database refused a value it was given (class 22, data exception: a NUL in text 22021, a character
 * the encoding lacks 22P05, text that is no number 22P02, a string too long 22001, a number out of range
 * 22003): the request was wrong, not the server.
 */
export function isRefusedValue(err: unknown): boolean {
  return sqlStateOf(err)?.startsWith("22") ?? false;
}
