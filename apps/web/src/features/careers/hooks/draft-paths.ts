/**
 * Reading and writing the application's values by dotted path ("applicantHistory.0.position"), so one set
 * of field components serves top-level fields and rows alike.
 */

export function readPath(values: object, path: string): unknown {
  let node: unknown = values;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function setIn(node: unknown, parts: readonly string[], value: unknown): unknown {
  const [head, ...rest] = parts;
  if (head === undefined) return value;
  if (Array.isArray(node)) {
    const copy = [...node];
    copy[Number(head)] = setIn(copy[Number(head)], rest, value);
    return copy;
  }
  const record = (node ?? {}) as Record<string, unknown>;
  return { ...record, [head]: setIn(record[head], rest, value) };
}

/** A copy of `values` with the value at `path` replaced. */
export function writePath<T extends object>(values: T, path: string, value: unknown): T {
  return setIn(values, path.split("."), value) as T;
}
