import { invalidParam } from "./sandbox-error.ts";

/** A parameter as Stripe reads form bodies: text, a list (`expand[0]=...`) or a hash (`metadata[key]=...`). */
export type FormValue = string | FormValue[] | FormHash;
export type FormHash = { [key: string]: FormValue };

// Keys that would reach Object.prototype if a body could name them.
const FORBIDDEN_KEYS = new Set(["__proto__", "constructor", "prototype"]);
const MAX_PAIRS = 500;
const MAX_DEPTH = 5;

/** `a[b][c]` -> ["a", "b", "c"]; `expand[]` -> ["expand", ""]. */
function keyPath(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match) throw invalidParam(key, `Invalid parameter name: ${key}`);
  const [, head = "", brackets = ""] = match;
  const rest = [...brackets.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "");
  return [head, ...rest];
}

/** Hashes whose keys are 0..n-1 are the lists the SDK sent as `name[0]`, `name[1]`, ... */
function listsOf(value: FormValue): FormValue {
  if (typeof value === "string" || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, listsOf(v)] as const);
  const isList = entries.length > 0 && entries.every(([k], i) => k === String(i));
  return isList ? entries.map(([, v]) => v) : Object.fromEntries(entries);
}

/**
 * Stripe's request bodies and query strings: `application/x-www-form-urlencoded` with nested keys in
 * brackets, as stripe-node and Stripe.js encode them (`payment_method_data[card][number]=4242...`).
 */
export function parseStripeForm(text: string): FormHash {
  const root: FormHash = {};
  const pairs = [...new URLSearchParams(text)];
  if (pairs.length > MAX_PAIRS) throw invalidParam("body", "Too many parameters.");
  for (const [key, value] of pairs) {
    const path = keyPath(key);
    if (path.length > MAX_DEPTH + 1) throw invalidParam(key, `Parameter nested too deeply: ${key}`);
    if (path.some((part) => FORBIDDEN_KEYS.has(part))) throw invalidParam(key, `Invalid parameter: ${key}`);
    let node: FormHash = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      // `name[]=a&name[]=b` appends, like Stripe's own parser.
      const name = part === "" ? String(Object.keys(node).length) : part;
      if (last) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (next === undefined) {
        const child: FormHash = {};
        node[name] = child;
        node = child;
      } else if (typeof next === "string" || Array.isArray(next)) {
        throw invalidParam(key, `Invalid parameter: ${key} mixes a value and a hash`);
      } else {
        node = next;
      }
    });
  }
  return listsOf(root) as FormHash;
}
