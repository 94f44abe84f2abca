import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 0053: an API answer's schema is declared once, as a DTO in packages/domain that the route answers
 * with and the web's caller parses with. A web file that calls the API and declares an object schema of
 * its own is reading an answer (or a part of one) in a second way, which can drift from the route's.
 */
const WEB = resolve(import.meta.dirname, "..");
const CALLS_THE_API = /\b(apiRequest|officeRequest)\(/;
const OWN_OBJECT_SCHEMA = /\bz\s*\.\s*(object|strictObject|looseObject)\(/;

function sources(folder: string): string[] {
  return readdirSync(join(WEB, folder), { recursive: true, encoding: "utf8" })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
    .map((path) => join(folder, path));
}

describe("the web's reading of API answers", () => {
  const callers = [...sources("src"), ...sources("app")].filter((path) =>
    CALLS_THE_API.test(readFileSync(join(WEB, path), "utf8")),
  );

  it("finds the files that call the API", () => {
    expect(callers).toContain("src/features/activities/api/activities-api.ts");
    expect(callers).toContain("src/features/office/content/api/content-api.ts");
  });

  it("declares no object schema of its own in them: the domain's DTOs are parsed", () => {
    const own = callers.filter((path) => OWN_OBJECT_SCHEMA.test(readFileSync(join(WEB, path), "utf8")));
    expect(own).toEqual([]);
  });
});
