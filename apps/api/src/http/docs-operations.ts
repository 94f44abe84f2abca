import type { FastifySchema, RouteOptions } from "fastify";
import { authHookKind } from "./auth-hooks.ts";

/** What the OpenAPI document says of one route beyond its zod schemas. */
type Documented = FastifySchema & {
  operationId?: string;
  security?: Record<string, string[]>[];
};

type JsonObjectSchema = { properties?: Record<string, unknown>; required?: string[] };

const SAFE_METHODS = new Set(["GET", "HEAD"]);

/**
 * OpenAPI takes one name for a path segment, so two operations on one path template cannot name it apart.
 * The spec's promotions calls do: POST /promotions/apply/{code} and DELETE /promotions/apply/{promotionId}.
 * The routes keep the spec's paths and names; the document names that segment {promotion} for both, and each
 * operation's parameter says what it holds.
 */
const SHARED_SEGMENTS: Record<string, { from: string; to: string; holds: string }> = {
  "/api/ecommerce/promotions/apply/:code": {
    from: "code",
    to: "promotion",
    holds: "The special code to apply ({code} in the spec)",
  },
  "/api/ecommerce/promotions/apply/:promotionId": {
    from: "promotionId",
    to: "promotion",
    holds: "The id of the promotion applied to the quote ({promotionId} in the spec)",
  },
};

/** `getCatalogVisitPricesByDate` for GET /api/catalog/visit-prices/:date: unique while method and path are. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split("/")
    .filter((segment) => segment !== "" && segment !== "api")
    .map((segment) => (segment.startsWith(":") ? `by-${segment.slice(1)}` : segment))
    .flatMap((segment) => segment.split(/[-_.]/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join("");
}

/** The credentials the route's own hooks check: the visitor's token, or the staff session (and CSRF on writes). */
export function securityOf(route: RouteOptions, method: string): Documented["security"] {
  const hooks = [route.onRequest, route.preHandler].flat();
  const kinds = new Set(hooks.map(authHookKind));
  if (kinds.has("visitor")) return [{ visitorToken: [] }];
  if (kinds.has("staff")) {
    return SAFE_METHODS.has(method) ? [{ staffSession: [] }] : [{ staffSession: [], csrfToken: [] }];
  }
  return undefined;
}

function renameParam(params: unknown, from: string, to: string, holds: string): unknown {
  const schema = params as JsonObjectSchema | undefined;
  const property = schema?.properties?.[from];
  if (!schema?.properties || property === undefined) return params;
  const { [from]: _renamed, ...others } = schema.properties;
  return {
    ...schema,
    properties: { [to]: { ...(property as object), description: holds }, ...others },
    required: schema.required?.map((name) => (name === from ? to : name)),
  };
}

/**
 * Completes a route's documented operation (after the zod transform): an operationId and the security its
 * hooks enforce, unless the route states its own, and the shared segment's one name.
 */
export function documentedOperation(
  transformed: { schema: FastifySchema; url: string },
  route: RouteOptions,
): { schema: FastifySchema; url: string } {
  const method = (Array.isArray(route.method) ? route.method[0] : route.method) ?? "GET";
  const schema = transformed.schema as Documented;
  const shared = SHARED_SEGMENTS[transformed.url];
  const url = shared ? transformed.url.replace(`:${shared.from}`, `:${shared.to}`) : transformed.url;
  const documented: Documented = {
    ...schema,
    operationId: schema.operationId ?? operationIdOf(method, transformed.url),
    ...(shared ? { params: renameParam(schema.params, shared.from, shared.to, shared.holds) } : {}),
  };
  const security = schema.security ?? securityOf(route, method.toUpperCase());
  if (security) documented.security = security;
  return { schema: documented, url };
}

const SCHEMA_REF = "#/components/schemas/";

/**
 * The document without the named schemas nothing refers to: zod's registry gives each named schema an input
 * and an output form, and a schema only ever read or only ever written leaves the other one unused.
 */
export function withoutUnusedSchemas<D extends object>(document: D): D {
  const { components, ...rest } = document as D & { components?: { schemas?: Record<string, unknown> } };
  const schemas = components?.schemas;
  if (!schemas) return document;
  const used = new Set<string>();
  const visit = (value: unknown) =>
    JSON.stringify(value, (key, inner) => {
      if (key === "$ref" && typeof inner === "string" && inner.startsWith(SCHEMA_REF)) {
        const name = inner.slice(SCHEMA_REF.length);
        if (!used.has(name) && name in schemas) {
          used.add(name);
          visit(schemas[name]);
        }
      }
      return inner;
    });
  visit(rest);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } };
}
