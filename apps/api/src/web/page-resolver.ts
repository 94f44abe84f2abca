import { readFile, stat } from "node:fs/promises";
import { join, relative, resolve, sep } from "node:path";
import { contentSecurityPolicy } from "../http/content-security-policy.ts";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

export type Page = { html: string; csp: string };

/** React Router writes this when prerendering with ssr:false; it boots the SPA on any client route. */
export const SPA_FALLBACK = "__spa-fallback.html";

/**
 * Finds the HTML page for a browser path (contract.md): the prerendered `<path>/index.html`, else the SPA
 * fallback, else index.html. Pages are read once and kept with their CSP while the file is unchanged.
 */
export function createPageResolver(webDir: string) {
  const root = resolve(webDir);
  const cache = new Map<string, { mtimeMs: number; page: Page }>();

  function inside(path: string): string | undefined {
    const file = resolve(root, path);
    const rel = relative(root, file);
    return rel === "" || rel.startsWith("..") || rel.includes(`..${sep}`) ? undefined : file;
  }

  async function load(file: string): Promise<Page | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs) return cached.page;
    const html = await readFile(file, "utf8");
    const page = { html, csp: contentSecurityPolicy(inlineScriptHashes(html)) };
    cache.set(file, { mtimeMs: info.mtimeMs, page });
    return page;
  }

  return async function pageFor(urlPath: string): Promise<Page | undefined> {
    let path: string;
    try {
      path = decodeURIComponent(urlPath.split("?")[0] ?? "/");
    } catch {
      return undefined;
    }
    if (path.includes("\0")) return undefined;
    const segments = path.split("/").filter(Boolean);
    if (segments.includes("..")) return undefined;
    const candidates = [
      ...(path.endsWith(".html") ? [join(...segments)] : [join(...segments, "index.html")]),
      SPA_FALLBACK,
      "index.html",
    ];
    for (const candidate of candidates) {
      const file = inside(candidate);
      const page = file ? await load(file) : undefined;
      if (page) return page;
    }
    return undefined;
  };
}
