import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/** Written by the web build (apps/web/src/shared/routing/server-routes.ts): the pages and redirects of the site. */
export const SERVER_ROUTES_FILE = "__server-routes.json";

type Table = { pages: string[]; redirects: Record<string, string> };

/** What a path without prerendered HTML is: a page of the app, a redirect, or nothing the site has. */
export type RouteMatch = { kind: "page" } | { kind: "redirect"; to: string } | { kind: "unknown" };

/** A React Router pattern as a RegExp: `:name` one segment, a final `*` the rest (also nothing). */
function patternOf(path: string): RegExp {
  const segments = path.split("/").filter(Boolean);
  const splat = segments.at(-1) === "*";
  const fixed = (splat ? segments.slice(0, -1) : segments).map((segment) =>
    segment.startsWith(":") ? "[^/]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
  );
  const body = fixed.map((segment) => `/${segment}`).join("");
  return new RegExp(`^${body}${splat ? "(?:/.*)?" : ""}/?$`);
}

function matcherOf(table: Table): (path: string) => RouteMatch {
  const pages = table.pages.map(patternOf);
  const redirects = new Map(
    Object.entries(table.redirects).map(([from, to]) => [from.replace(/\/+$/, "") || "/", to]),
  );
  return (path) => {
    const to = redirects.get(path.replace(/\/+$/, "") || "/");
    if (to !== undefined) return { kind: "redirect", to };
    return pages.some((pattern) => pattern.test(path)) ? { kind: "page" } : { kind: "unknown" };
  };
}

/**
 * Reads the build's route table (again when the file changes). Without one (a build from before it, a
 * test's site) every path is a page, as the SPA fallback always answered.
 */
export function createServerRoutes(webDir: string): (path: string) => Promise<RouteMatch> {
  const file = join(webDir, SERVER_ROUTES_FILE);
  let cached: { mtimeMs: number; match: (path: string) => RouteMatch } | undefined;
  return async (path) => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return { kind: "page" };
    if (cached?.mtimeMs !== info.mtimeMs) {
      const table = JSON.parse(await readFile(file, "utf8")) as Table;
      cached = { mtimeMs: info.mtimeMs, match: matcherOf(table) };
    }
    return cached.match(path);
  };
}
