import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The API's boundaries kept by a test (decision 0053): only repository files (and the db layer itself)
 * write SQL, and no two modules import each other, not even for a type.
 */
const SRC = resolve(import.meta.dirname, "../src");

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

type ImportStatement = { names: string; typeOnly: boolean; from: string };

const IMPORT = /^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+"([^"]+)"/gms;

function importsOf(path: string): ImportStatement[] {
  return [...readFileSync(path, "utf8").matchAll(IMPORT)].map(([, type, names, from]) => ({
    names: names ?? "",
    typeOnly: type !== undefined,
    from: from ?? "",
  }));
}

const files = sourceFiles(SRC);
const name = (path: string) => relative(SRC, path);

describe("SQL only in repositories", () => {
  const outsideRepositories = files.filter(
    // The hot path writes past Drizzle by design, fenced in its own folder (docs/hot-path.md).
    (path) =>
      !name(path).startsWith("db/") &&
      !name(path).startsWith("hot-path/") &&
      !/(^|[/-])repository\.ts$/.test(path),
  );

  it("no file but a repository imports drizzle", () => {
    const offenders = outsideRepositories.filter((path) =>
      importsOf(path).some(({ from }) => from.startsWith("drizzle-orm")),
    );
    expect(offenders.map(name)).toEqual([]);
  });

  it("no file but a repository takes a table (types and constants of db/schema are fine)", () => {
    const tableImport = ({ names, typeOnly, from }: ImportStatement) =>
      from.includes("/db/schema/") &&
      !typeOnly &&
      names
        .replace(/[{}]/g, "")
        .split(",")
        .map((item) => item.trim())
        .some((item) => item !== "" && !item.startsWith("type ") && !/^[A-Z0-9_]+$/.test(item));
    const offenders = outsideRepositories.filter((path) => importsOf(path).some(tableImport));
    expect(offenders.map(name)).toEqual([]);
  });
});

describe("no import cycles", () => {
  it("the API's modules form no cycle, type-only imports included", () => {
    const graph = new Map(
      files.map((path) => [
        path,
        importsOf(path)
          .filter(({ from }) => from.startsWith("."))
          .map(({ from }) => resolve(dirname(path), from)),
      ]),
    );
    const cycles: string[][] = [];
    const state = new Map<string, "open" | "done">();
    const trail: string[] = [];
    const visit = (path: string) => {
      state.set(path, "open");
      trail.push(path);
      for (const next of graph.get(path) ?? []) {
        if (state.get(next) === "open") cycles.push(trail.slice(trail.indexOf(next)).map(name));
        else if (!state.has(next) && graph.has(next)) visit(next);
      }
      trail.pop();
      state.set(path, "done");
    };
    for (const path of files) if (!state.has(path)) visit(path);
    expect(cycles).toEqual([]);
  });
});
