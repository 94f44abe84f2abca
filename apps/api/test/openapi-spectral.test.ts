import { Document, type RulesetDefinition, Spectral } from "@stoplight/spectral-core";
import { Json } from "@stoplight/spectral-parsers";
import { oas } from "@stoplight/spectral-rulesets";
import { beforeAll, describe, expect, it } from "vitest";
import { t, useAppFile } from "./helpers/app-file.ts";

useAppFile();

type Operation = {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
};
type OpenApi = {
  tags: { name: string; description?: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

const METHODS = new Set(["get", "put", "post", "delete", "patch"]);

// The spec's own paths end in a slash (000 §3: POST /quotes/, GET /reservations/availables/, ...).
const SPEC_PATHS_WITH_SLASH = [
  "/api/ecommerce/quotes/",
  "/api/ecommerce/reservations/availables/",
  "/api/ecommerce/reservations/",
  "/api/ecommerce/payment/",
];

let body = "";
let spec: OpenApi;
let operations: [string, string, Operation][];

beforeAll(async () => {
  body = (await t.app.inject("/api/docs/json")).body;
  spec = JSON.parse(body) as OpenApi;
  operations = Object.entries(spec.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]): [string, string, Operation] => [method, path, operation]),
  );
});

describe("the OpenAPI document under Spectral's spectral:oas ruleset", () => {
  it("has no error, and no warning but the spec's own trailing slashes", async () => {
    const spectral = new Spectral();
    // The ruleset's inferred type lacks the `extends` its own declaration requires; it is the ruleset as shipped.
    spectral.setRuleset({ extends: [[oas as RulesetDefinition, "recommended"]] });
    const results = await spectral.run(new Document(body, Json, "openapi.json"));
    const found = results.map(
      (r) => `${r.severity === 0 ? "error" : "warning"} ${r.code} ${r.path.join(".")}`,
    );
    expect(found.sort()).toEqual(
      SPEC_PATHS_WITH_SLASH.map((path) => `warning path-keys-no-trailing-slash paths.${path}`).sort(),
    );
  });
});

describe("the OpenAPI document's operations", () => {
  it("each have an operationId of their own", () => {
    const ids = operations.map(([, , operation]) => operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(operations.length);
    expect(spec.paths["/api/catalog/visit-prices/{date}"]?.get?.operationId).toBe(
      "getCatalogVisitPricesByDate",
    );
  });

  it("use only declared tags, each described", () => {
    const declared = new Map(spec.tags.map((tag) => [tag.name, tag.description]));
    for (const [method, path, operation] of operations) {
      for (const tag of operation.tags ?? [])
        expect(declared.get(tag), `${method} ${path} ${tag}`).toBeTruthy();
    }
  });

  it("declare the credential of every call that answers 401 without it", () => {
    for (const [method, path, operation] of operations) {
      // Signing in answers 401 for the e-mail and password in its body: it needs no credential before.
      if (!operation.responses?.["401"] || (method === "post" && path === "/api/office/session")) continue;
      expect(operation.security ?? [], `${method} ${path}`).not.toEqual([]);
      for (const requirement of operation.security ?? []) {
        for (const scheme of Object.keys(requirement)) {
          expect(spec.components.securitySchemes, `${method} ${path}`).toHaveProperty(scheme);
        }
      }
    }
  });

  it("name the visitor token, the upload token and the staff session where each is required", () => {
    expect(spec.paths["/api/core/events/{id}/picture"]?.get?.security).toEqual([{ visitorToken: [] }]);
    expect(spec.paths["/api/core/job-application/{id}/files"]?.post?.security).toEqual([
      { applicationUploadToken: [] },
    ]);
    expect(spec.paths["/api/office/orders"]?.get?.security).toEqual([{ staffSession: [] }]);
    // Office writes need the session's CSRF token too (require-staff.ts).
    expect(spec.paths["/api/office/orders/{id}/refunds"]?.post?.security).toEqual([
      { staffSession: [], csrfToken: [] },
    ]);
    expect(spec.paths["/api/office/content/events"]?.post?.security).toEqual([
      { staffSession: [], csrfToken: [] },
    ]);
    // Anonymous reads stay open.
    expect(spec.paths["/api/core/clock"]?.get?.security).toBeUndefined();
  });
});
