import fc from "fast-check";

/** The parts of an OpenAPI 3.1 description the fuzz test reads. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
};
type Parameter = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
};
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};
export type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type FuzzRequest = {
  method: string;
  path: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** Each request from its own address, so the per-address limits rarely answer for the code behind. */
  remoteAddress: string;
};

/** Strings that break careless code: empty, huge, control and multi-byte characters, injections, traversal. */
const NASTY_STRINGS = [
  "",
  " ",
  "0",
  "-1",
  "1e309",
  "null",
  "undefined",
  "true",
  "NaN",
  "2026-02-30",
  "9999-12-31",
  "0000-00-00",
  "2026-13-01T25:61:00Z",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "a\u0000b",
  "\u0001\u0007\u001b[31m\u007f",
  "\ud800",
  "x\udfffx",
  "💥🏕️",
  "ñandú Ávila",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "__proto__",
  "constructor",
  "x".repeat(10_000),
];

/**
 * What is put inside a valid seed's text (issue 31 item 2): a NUL, other control characters, halves of a
 * UTF-16 pair, and a string longer than any column or form allows.
 */
const TAINTS = [
  "\u0000",
  "\u0000",
  "\u0001",
  "\u0008",
  "\u001b",
  "\u007f",
  "\ud800",
  "\udc00",
  "é".repeat(30_000),
];

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Real values of the running app, by kind, so generated calls get past "not found" into the code behind. */
export type Known = { dates: string[]; ids: string[]; codes: string[]; words: string[] };

/** Which real values suit a field, from its name (the description rarely says more than "string"). */
function likelyStrings(name: string, known: Known): string[] {
  if (/date|day$|^(start|end)/i.test(name)) return known.dates;
  if (/(^id$|Id$|Ids$)/.test(name)) return known.ids;
  if (/code/i.test(name)) return known.codes;
  return [...known.words, ...known.ids, ...known.codes, ...known.dates];
}

/**
 * A value for `schema`: mostly what it allows (with `known` values: real ids, codes and dates, so calls get
 * past "not found" into the code behind), sometimes a near miss (a required field left out, an extra one,
 * the wrong type) and sometimes anything at all.
 */
export function valueFor(
  schema: JsonSchema | undefined,
  spec: OpenApi,
  known: Known,
  name = "",
): fc.Arbitrary<unknown> {
  const junk = fc.oneof(
    fc.constantFrom<unknown>(...NASTY_STRINGS, null, -1, 0, 1.5, 2 ** 53, -(2 ** 63), true, [], {}),
    fc.jsonValue({ maxDepth: 2 }),
  );
  return fc.oneof(
    { weight: 8, arbitrary: fromSchema(schema, spec, known, 0, name) },
    { weight: 1, arbitrary: junk },
  );
}

function fromSchema(
  schema: JsonSchema | undefined,
  spec: OpenApi,
  known: Known,
  depth: number,
  name = "",
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (schema.$ref) {
    const refName = schema.$ref.split("/").at(-1) ?? "";
    return fromSchema(spec.components?.schemas?.[refName], spec, known, depth + 1, name);
  }
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((c) => fromSchema(c, spec, known, depth + 1, name)));
  if (schema.allOf?.length)
    return fromSchema(Object.assign({}, ...schema.allOf), spec, known, depth + 1, name);
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1)
    return fc.oneof(...types.map((type) => fromSchema({ ...schema, type }, spec, known, depth + 1, name)));
  switch (types[0]) {
    case "null":
      return fc.constant(null);
    case "boolean":
      return fc.boolean();
    case "integer":
      return fc.oneof(
        ...(/year/i.test(name) ? [fc.constantFrom(2026, 2027)] : []),
        fc.integer({
          min: schema.minimum ?? (schema.exclusiveMinimum ?? -1000) + 1,
          max: Math.min(schema.maximum ?? 1000, 2 ** 31),
        }),
        fc.integer(),
      );
    case "number":
      return fc.oneof(
        fc.integer({ min: -10, max: 100_000 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
      );
    case "string":
      return fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom(...likelyStrings(name, known)) },
        {
          weight: 2,
          arbitrary: fc.string({
            minLength: schema.minLength ?? 0,
            maxLength: Math.min(schema.maxLength ?? 40, 200),
          }),
        },
        { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
      );
    case "array":
      return fc.array(fromSchema(schema.items, spec, known, depth + 1, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 6),
      });
    case "object":
      return objectFor(schema, spec, known, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(schema: JsonSchema, spec: OpenApi, known: Known, depth: number): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const fields = properties.map(([propertyName, s]) =>
    fc.tuple(
      fc.constant(propertyName),
      fromSchema(s, spec, known, depth + 1, propertyName),
      // Required fields are nearly always sent, optional ones half the time.
      fc.integer({ min: 0, max: 19 }).map((n) => (required.has(propertyName) ? n > 0 : n % 2 === 0)),
    ),
  );
  return fc
    .tuple(
      fc.tuple(...fields),
      fc.option(fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 })),
    )
    .map(([values, extra]) => ({
      ...Object.fromEntries(values.filter(([, , sent]) => sent).map(([name, value]) => [name, value])),
      ...(extra ?? {}),
    }));
}

/** Where a value sits in a body: its keys (or array indexes) from the top, at most three levels down. */
function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== "object" || prefix.length === 3) return [prefix];
  const entries = Object.entries(value);
  if (entries.length === 0) return [prefix];
  return entries.flatMap(([key, inner]) => leafPaths(inner, [...prefix, key]));
}

/**
 * A valid body (a seed the test got accepted) as sent, or with one field dropped, replaced by anything, or
 * with a taint (TAINTS) inside its text: random bodies of the big forms (the payment, a quote) rarely get
 * past validation, these do.
 */
function mutated(seeds: readonly unknown[], spec: OpenApi, known: Known): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      fc.constantFrom(...seeds),
      fc.nat(),
      // Mostly tainted: NUL in a form's text used to reach the database and fail there (issue 31 item 2).
      fc.constantFrom("keep", "drop", "replace", "taint", "taint", "taint"),
      valueFor(undefined, spec, known),
      fc.constantFrom(...TAINTS),
    )
    .map(([seed, n, how, anything, taint]) => {
      const copy = structuredClone(seed) as Record<string, unknown>;
      const paths = leafPaths(copy).filter((path) => path.length > 0);
      const path = paths[n % Math.max(paths.length, 1)];
      if (how === "keep" || !path) return copy;
      let parent: Record<string, unknown> = copy;
      for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
      const last = path.at(-1) as string;
      const current = parent[last];
      if (how === "drop") delete parent[last];
      else if (how === "replace") parent[last] = anything;
      else if (typeof current === "string") {
        const at = n % (current.length + 1);
        parent[last] = `${current.slice(0, at)}${taint}${current.slice(at)}`;
      } else parent[last] = taint;
      return copy;
    });
}

/** A file's first bytes as the upload checks see them (PDF, JPEG), or none. */
const MAGIC = [Buffer.from("%PDF-1.7\n"), Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(0)];

/**
 * A multipart/form-data body of random parts: upload routes describe their files in words, not in the
 * schema, so a POST or PUT without a JSON body also gets these (files with or without a real signature,
 * odd names and types, text fields).
 */
const multipartBody = fc
  .array(
    fc.record({
      name: fc.constantFrom("file", "files", "cv", "photo", "document", "", 'a"b'),
      filename: fc.option(fc.constantFrom("cv.pdf", "foto.jpg", "../../x.pdf", "", "ñ.pdf", "x".repeat(300))),
      type: fc.constantFrom("application/pdf", "image/jpeg", "text/plain", "application/octet-stream", ""),
      magic: fc.constantFrom(...MAGIC),
      bytes: fc.uint8Array({ maxLength: 2048 }),
    }),
    { maxLength: 4 },
  )
  .map((parts) => {
    const boundary = "----park-fuzz-boundary";
    const chunks = parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"` +
          (part.filename === null ? "" : `; filename="${part.filename}"`) +
          `\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ""}\r\n`,
      ),
      part.magic,
      Buffer.from(part.bytes),
      Buffer.from("\r\n"),
    ]);
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(chunks) };
  });

/** One request to one operation of the description, its parameters and body made from their schemas. */
export function requestFor(
  method: string,
  path: string,
  operation: Operation,
  spec: OpenApi,
  known: Known,
  tokens: readonly string[],
  seeds: readonly unknown[] = [],
): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const param = (p: Parameter) =>
    fc.tuple(fc.constant(p), valueFor(p.schema, spec, known, p.name), fc.boolean());
  const jsonBody = operation.requestBody?.content?.["application/json"]?.schema;
  return fc
    .record({
      params: fc.tuple(...parameters.map(param)),
      body: operation.requestBody
        ? fc.option(
            seeds.length > 0
              ? fc.oneof(
                  { weight: 1, arbitrary: valueFor(jsonBody, spec, known) },
                  { weight: 3, arbitrary: mutated(seeds, spec, known) },
                )
              : valueFor(jsonBody, spec, known),
            { freq: 10 },
          )
        : fc.constant(null),
      multipart:
        !operation.requestBody && (method === "post" || method === "put")
          ? fc.option(multipartBody, { freq: 2 })
          : fc.constant(null),
      token: fc.constantFrom<string | null>(null, ...tokens, "not-a-token", "Bearer.x.y"),
      language: fc.constantFrom<string | null>(null, "es", "en", "fr", "*", "en-US,en;q=0.5", "\u00ff"),
      address: fc.ipV4(),
    })
    .map(({ params, body, multipart, token, language, address }) => {
      let url = path;
      const query = new URLSearchParams();
      const headers: Record<string, string> = {};
      for (const [p, value, sendOptional] of params) {
        const raw = typeof value === "string" ? value : (JSON.stringify(value) ?? "");
        // A URL carries UTF-8; a lone surrogate has none, so it goes as U+FFFD, as a browser sends it.
        const text = raw.replace(LONE_SURROGATE, "\ufffd");
        if (p.in === "path") url = url.replace(`{${p.name}}`, encodeURIComponent(text));
        else if (p.required || sendOptional) {
          if (p.in === "query") query.set(p.name, text);
          else if (p.in === "header") headers[p.name.toLowerCase()] = text.replace(/[^\x20-\x7e]/g, "");
        }
      }
      if (token) headers.authorization = `Bearer ${token}`;
      if (language) headers["accept-language"] = language.replace(/[^\x20-\x7e]/g, "");
      const search = query.toString();
      const request: FuzzRequest = {
        method: method.toUpperCase(),
        path,
        url: search ? `${url}?${search}` : url,
        headers,
        remoteAddress: address,
      };
      if (body !== null) {
        request.headers["content-type"] = "application/json";
        request.payload = JSON.stringify(body) ?? "null";
      }
      if (multipart) {
        request.headers["content-type"] = multipart.contentType;
        request.payload = multipart.payload;
      }
      return request;
    });
}
