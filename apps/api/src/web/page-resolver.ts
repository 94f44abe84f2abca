import { readFile, stat } from "node:fs/promises";
import { extname, join, relative, resolve, sep } from "node:path";
import { contentSecurityPolicy } from "../http/content-security-policy.ts";
import { type PreparedAnswer, prepareAnswer } from "../http/prepared-answer.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";
import { type LiveStructuredData, withStructuredData } from "./live-structured-data.ts";
import { createServerRoutes } from "./server-routes.ts";
import { type Vacancies, type VacancyTexts, vacancyAddress, vacancyPageHtml } from "./vacancy-page.ts";

/** A page ready to send: its HTML in each encoding with ETags, and the CSP allowing its inline scripts. */
export type Page = PreparedAnswer;

const PRECOMPRESSED_SUFFIX = { br: ".br", gzip: ".gz" } as const;

/** The build's compressed copy of a file, when it was written after the file itself (else it is stale). */
async function precompressedCopy(file: string, builtAt: number, suffix: string): Promise<Buffer | undefined> {
  const info = await stat(file + suffix).catch(() => undefined);
  if (!info?.isFile() || info.mtimeMs < builtAt) return undefined;
  return readFile(file + suffix);
}

/** What makes a vacancy's page another: every text it shows and its date. */
function vacancyKey(vacancy: VacancyTexts): unknown[] {
  return [
    vacancy.id,
    vacancy.titleEs,
    vacancy.titleEn,
    vacancy.detailsEs,
    vacancy.detailsEn,
    vacancy.type,
    vacancy.postedAt.getTime(),
    vacancy.openUntil,
  ];
}

/** React Router writes this when prerendering with ssr:false; it boots the SPA on any client route. */
export const SPA_FALLBACK = "__spa-fallback.html";

/**
 * What the site answers for a browser path: a page, or a redirect to a path of the site (permanent for an
 * address that moved for good).
 */
export type PageAnswer = { page: Page } | { redirect: string; permanent?: true };

/**
 * Finds the HTML page for a browser path (contract.md): the prerendered `<path>/index.html`, else, for a
 * path of the build's route table (server-routes.ts), the SPA fallback, else index.html. A section path
 * redirects to its first page, and a path no route has to the homepage (001 §2), its query kept; one that
 * names a file (`/x.png`) is not found. An open vacancy's page is the SPA fallback written as that vacancy's
 * (vacancy-page.ts). Pages are read once and kept, compressed and with their CSP, while
 * the file is unchanged; the compressed copies the web build writes beside each page are used when fresh.
 */
export function createPageResolver(
  webDir: string,
  options: { vacancies?: Vacancies; structuredData?: LiveStructuredData } = {},
) {
  const root = resolve(webDir);
  const routes = createServerRoutes(root);
  const cache = new Map<string, { mtimeMs: number; page: Page }>();
  // Pages the server writes from the build's and the database's (a vacancy's, a page with live data).
  const builtPages = new Map<string, Page>();

  function inside(path: string): string | undefined {
    const file = resolve(root, path);
    const rel = relative(root, file);
    return rel === "" || rel.startsWith("..") || rel.includes(`..${sep}`) ? undefined : file;
  }

  function prepared(html: string, precompressed: { br?: Buffer; gzip?: Buffer } = {}): Page {
    return prepareAnswer(html, {
      contentType: "text/html; charset=utf-8",
      headers: { "content-security-policy": contentSecurityPolicy(inlineScriptHashes(html)) },
      precompressed,
    });
  }

  /**
   * A page the server writes, kept under `key` (what it is written from) until that changes. An edit
   * leaves an old entry behind, so the map is bounded: a few hundred pages at most are live.
   */
  async function built(key: unknown[], html: () => Promise<string>): Promise<Page> {
    const id = JSON.stringify(key);
    let page = builtPages.get(id);
    if (!page) {
      page = prepared(await html());
      if (builtPages.size >= 500) builtPages.clear();
      builtPages.set(id, page);
    }
    return page;
  }

  /**
   * An open vacancy's page in the language of its address (vacancy-page.ts); undefined for a vacancy
   * that is not open, which the app says so.
   */
  async function vacancyPage(id: number, language: "es" | "en", origin: string): Promise<Page | undefined> {
    const vacancy = await options.vacancies?.byId(id);
    const file = inside(SPA_FALLBACK);
    const info = file ? await stat(file).catch(() => undefined) : undefined;
    if (!vacancy || !file || !info?.isFile()) return undefined;
    return built([file, info.mtimeMs, language, origin, vacancyKey(vacancy)], async () =>
      vacancyPageHtml(await readFile(file, "utf8"), vacancy, language, origin),
    );
  }

  /**
   * A prerendered page with the structured data only the database knows (live-structured-data.ts); the
   * build's page itself, with its compressed copies, when it has none.
   */
  async function withLiveData(
    file: string,
    path: string,
    origin: string | undefined,
  ): Promise<Page | undefined> {
    const items = origin && options.structuredData ? await options.structuredData(path, origin) : [];
    if (items.length === 0) return load(file);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return built([file, info.mtimeMs, items], async () =>
      withStructuredData(await readFile(file, "utf8"), items),
    );
  }

  async function load(file: string): Promise<Page | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.page;
    const html = await readFile(file, "utf8");
    const [br, gzip] = await Promise.all([
      precompressedCopy(file, info.mtimeMs, PRECOMPRESSED_SUFFIX.br),
      precompressedCopy(file, info.mtimeMs, PRECOMPRESSED_SUFFIX.gzip),
    ]);
    const page = prepared(html, { br, gzip });
    cache.set(file, { mtimeMs: info.mtimeMs, page });
    return page;
  }

  async function firstPage(candidates: string[]): Promise<Page | undefined> {
    for (const candidate of candidates) {
      const file = inside(candidate);
      const page = file ? await load(file) : undefined;
      if (page) return page;
    }
    return undefined;
  }

  return async function pageFor(urlPath: string): Promise<PageAnswer | undefined> {
    const queryAt = urlPath.indexOf("?");
    const query = queryAt === -1 ? "" : urlPath.slice(queryAt);
    let path: string;
    try {
      path = decodeURIComponent(queryAt === -1 ? urlPath : urlPath.slice(0, queryAt));
    } catch {
      return undefined;
    }
    if (path.includes("\0")) return undefined;
    const segments = path.split("/").filter(Boolean);
    if (segments.includes("..")) return undefined;
    const table = await routes();
    const moved = table.languageMove(path, query);
    if (moved !== undefined) return { redirect: moved, permanent: true };
    const ownFile = path.endsWith(".html") ? join(...segments) : join(...segments, "index.html");
    const ownPath = inside(ownFile);
    const own = ownPath ? await withLiveData(ownPath, path, table.origin) : undefined;
    if (own) return { page: own };
    const route = table.match(path);
    if (route.kind === "redirect") return { redirect: route.to + query };
    if (route.kind === "unknown") return extname(path) ? undefined : { redirect: `/${query}` };
    const vacancy = vacancyAddress(path);
    if (vacancy && table.origin) {
      const page = await vacancyPage(vacancy.id, vacancy.language, table.origin);
      if (page) return { page };
    }
    const page = await firstPage([SPA_FALLBACK, "index.html"]);
    return page ? { page } : undefined;
  };
}
