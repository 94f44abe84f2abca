/** SQLSTATE of an error from node-postgres or PGlite, also when Drizzle wraps it in DrizzleQueryError. */
function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === "object" && depth < 3; depth++) {
    if ("code" in e && typeof e.code === "string") return e.code;
    e = "cause" in e ? e.cause : undefined;
  }
  return undefined;
}

/** A unique key refused a row: someone else got there first. */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === "23505";
}

/** A deadlock or serialization failure: nothing is wrong with the request, running it again may succeed. */
export function isRetryableConflict(err: unknown): boolean {
  const state = sqlState(err);
  return state === "40P01" || state === "40001";
}
