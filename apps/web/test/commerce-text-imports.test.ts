import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { commerceEnglish } from "../src/shared/i18n/locales/commerce/english.ts";

/*
 * A page loads only the commerce texts its code imports (commerce-texts.ts, decision 0057): a file that names a
 * key of a commerce namespace must import that namespace, or a page reaching it through other code would show
 * the key itself whenever no other module of the page happened to load those texts.
 */
const WEB = join(import.meta.dirname, "..");
const NAMESPACES = Object.keys(commerceEnglish);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Whether `path` ("a.b", or "a." when a template literal goes on) names texts of `namespace`. */
function namesTexts(namespace: string, path: string): boolean {
  let node: unknown = (commerceEnglish as Record<string, unknown>)[namespace];
  for (const part of path.split(".").filter(Boolean)) {
    if (typeof node !== "object" || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node !== undefined && path !== "";
}

/** The commerce namespaces whose keys a source text names. */
function namespacesNamed(source: string): string[] {
  const named = new Set<string>();
  for (const [, namespace = "", path = ""] of source.matchAll(/["'`]([a-zA-Z]+)\.([\w.]*)/g)) {
    if (NAMESPACES.includes(namespace) && namesTexts(namespace, path)) named.add(namespace);
  }
  return [...named].sort();
}

describe("the commerce texts", () => {
  const files = [...sourceFiles(join(WEB, "src")), ...sourceFiles(join(WEB, "app"))];

  it("are split into namespaces that some code names", () => {
    const used = new Set(files.flatMap((file) => namespacesNamed(readFileSync(file, "utf8"))));
    expect([...used].sort()).toEqual([...NAMESPACES].sort());
  });

  it("are imported, namespace by namespace, by each file that names them", () => {
    const missing = files.flatMap((file) => {
      const source = readFileSync(file, "utf8");
      return namespacesNamed(source)
        .filter((namespace) => !source.includes(`i18n/commerce/${namespace}.ts"`))
        .map((namespace) => `${relative(WEB, file)}: ${namespace}`);
    });
    expect(missing).toEqual([]);
  });
});
