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

/** Runs a write; a unique key another save took in the meantime is answered as `taken()`, like one seen before. */
export async function takenOnUniqueViolation<T>(write: () => Promise<T>, taken: () => Error): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

/** A deadlock or serialization failure: nothing is wrong with the request, running it again may succeed. */
export function isRetryableConflict(err: unknown): boolean {
  const state = sqlState(err);
  return state === "40P01" || state === "40001";
}
