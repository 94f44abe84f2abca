import { invalidParam } from "./sandbox-error.ts";

/** A field of the object and the exact value a clause asks for. */
type Clause = { field: string; metadataKey: string | null; value: string };

export type SearchQuery = { clauses: Clause[]; joiner: "AND" | "OR" };

/** The fields of a payment intent Stripe's search supports with exact matches (docs.stripe.com/search). */
const INTENT_FIELDS = ["status", "currency", "customer"];

const CLAUSE = /^(?:metadata\['([^']+)'\]|metadata\["([^"]+)"\]|([a-z_]+)):(?:'([^']*)'|"([^"]*)")$/;

function unsupported(query: string): Error {
  return invalidParam(
    "query",
    `The search query "${query}" is not supported by the sandbox: use exact matches on metadata['key'], status, currency or customer joined by AND or OR.`,
  );
}

/**
 * The part of Stripe's search query language the park's reconciler needs: exact-match clauses
 * (`metadata['attempt']:'x'`, `status:'succeeded'`) joined by AND or by OR, which Stripe does not let a
 * query mix. Anything else is refused rather than answered wrongly.
 */
export function parseSearchQuery(query: string): SearchQuery {
  const trimmed = query.trim();
  if (trimmed === "") throw invalidParam("query", "Missing required param: query.", "parameter_missing");
  const hasAnd = / AND /.test(trimmed);
  const hasOr = / OR /.test(trimmed);
  if (hasAnd && hasOr) throw unsupported(query);
  const joiner = hasOr ? "OR" : "AND";
  const clauses = trimmed.split(` ${joiner} `).map((part) => {
    const match = CLAUSE.exec(part.trim());
    if (!match) throw unsupported(query);
    const [, singleKey, doubleKey, field, singleValue, doubleValue] = match;
    const metadataKey = singleKey ?? doubleKey ?? null;
    if (!metadataKey && !INTENT_FIELDS.includes(field ?? "")) throw unsupported(query);
    return {
      field: metadataKey ? "metadata" : (field ?? ""),
      metadataKey,
      value: singleValue ?? doubleValue ?? "",
    };
  });
  return { clauses, joiner };
}

type Searchable = { metadata: Record<string, string>; [field: string]: unknown };

export function matchesSearch(object: Searchable, query: SearchQuery): boolean {
  const test = (clause: Clause) =>
    clause.metadataKey !== null
      ? object.metadata[clause.metadataKey] === clause.value
      : String(object[clause.field] ?? "") === clause.value;
  return query.joiner === "AND" ? query.clauses.every(test) : query.clauses.some(test);
}
