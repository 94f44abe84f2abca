import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import officeEs from "../src/shared/i18n/locales/office/es.json";

/**
 * The office names its texts by key (`t("office.prices.title")`); a key the catalogue does not have would
 * show as the key itself. Every key the office's code writes out is in the catalogue (the parity test
 * then finds it in English too), and every key it builds from a code starts at a group of texts.
 */
const OFFICE = resolve(import.meta.dirname, "../src/features/office");
const sources = readdirSync(OFFICE, { recursive: true, encoding: "utf8" })
  .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path))
  .map((path) => readFileSync(resolve(OFFICE, path), "utf8"));

function at(key: string): unknown {
  let node: unknown = officeEs;
  for (const part of key.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = new Map(Object.entries(node)).get(part);
  }
  return node;
}

const written = new Set(
  sources.flatMap((source) => [...source.matchAll(/"(office\.[\w.]+)"/g)].map((m) => m[1] ?? "")),
);
const built = new Set(
  sources.flatMap((source) => [...source.matchAll(/`(office\.[\w.]+)\.\$\{/g)].map((m) => m[1] ?? "")),
);

describe("the office's text keys", () => {
  it("are in the catalogue: a text, its plural forms, or a group a component reads its texts from", () => {
    expect(written.size).toBeGreaterThan(100);
    for (const key of written) {
      const found =
        typeof at(key) === "string" || typeof at(`${key}_other`) === "string" || typeof at(key) === "object";
      expect(found, key).toBe(true);
    }
  });

  it("built from a code start at a group of texts", () => {
    expect(built.size).toBeGreaterThan(0);
    for (const key of built) expect(typeof at(key), key).toBe("object");
  });
});
