import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";

/** Written by the web build (apps/web/src/shared/routing/server-routes.ts): the pages and redirects of the site. */
export const SERVER_ROUTES_FILE = "__server-routes.json";

type Table = {
  /** Where the site is published (the build's SITE_ORIGIN). */
  origin?: string;
  pages: string[];
  redirects: Record<string, string>;
  /** The pages with an address per language: the prefix of each language's, and their plain paths. */
  languages?: { prefixes: Record<string, string>; paths: string[] };
};

/** What a path without prerendered HTML is: a page of the app, a redirect, or nothing the site has. */
export type RouteMatch = { kind: "page" } | { kind: "redirect"; to: string } | { kind: "unknown" };

/** The query parameter that named a page's language before each language had its own address. */
const OLD_LANGUAGE_PARAM = "lang";

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

/**
 * Where an older link of an information page that names its language in the query (`/prices?lang=en`)
 * now lives (`/en/prices`), the rest of its query kept; undefined for any other address.
 */
function languageMoveOf(table: Table): (path: string, query: string) => string | undefined {
  const prefixes = table.languages?.prefixes ?? {};
  const paths = new Set(table.languages?.paths ?? []);
  return (path, query) => {
    const params = new URLSearchParams(query);
    const language = params.get(OLD_LANGUAGE_PARAM);
    const prefix = language === null ? undefined : prefixes[language];
    const plain = path.replace(/\/+$/, "") || "/";
    if (prefix === undefined || !paths.has(plain)) return undefined;
    params.delete(OLD_LANGUAGE_PARAM);
    const rest = params.size > 0 ? `?${params}` : "";
    return `${plain === "/" ? prefix || "/" : `${prefix}${plain}`}${rest}`;
  };
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

interface Routes {
  match: (path: string) => RouteMatch;
  languageMove: (path: string, query: string) => string | undefined;
  /** The site's published origin, when the build names it. */
  origin: string | undefined;
}

const NO_TABLE: Routes = {
  match: () => ({ kind: "page" }),
  languageMove: () => undefined,
  origin: undefined,
};

/**
 * Reads the build's route table (again when the file changes). Without one (a build from before it, a
 * test's site) every path is a page, as the SPA fallback always answered, and no address moved.
 */
export function createServerRoutes(webDir: string): () => Promise<Routes> {
  const file = join(webDir, SERVER_ROUTES_FILE);
  let cached: { mtimeMs: number; routes: Routes } | undefined;
  return async () => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return NO_TABLE;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const table = JSON.parse(await readFile(file, "utf8")) as Table;
      cached = {
        mtimeMs: info.mtimeMs,
        routes: { match: matcherOf(table), languageMove: languageMoveOf(table), origin: table.origin },
      };
    }
    return cached.routes;
  };
}
