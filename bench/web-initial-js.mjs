import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

/** Issue 9: an information page ships at most 90 KB of JS gzipped on first load. */
export const INFO_PAGE_JS_BUDGET_BYTES = 90 * 1024;
/** Issue 33: a commerce page at most 110 KB. */
export const COMMERCE_PAGE_JS_BUDGET_BYTES = 110 * 1024;

/** The pages of DESIGN.md §8 and issues 9 and 33: information pages, then commerce pages. */
export const INFO_PAGES = ["/", "/prices", "/product-air/canopy-tour"];
/** Served by the SPA fallback, so `{code}` stands for any order's code: the route's modules are the same. */
export const COMMERCE_PAGES = ["/cart", "/checkout/contact-payment", "/order/{code}"];
const JS_BUDGETS = Object.fromEntries([
  ...INFO_PAGES.map((path) => [path, INFO_PAGE_JS_BUDGET_BYTES]),
  ...COMMERCE_PAGES.map((path) => [path, COMMERCE_PAGE_JS_BUDGET_BYTES]),
]);

/** The HTML the server sends for a path (contract: prerendered `<path>/index.html`, else the SPA fallback). */
function htmlFileFor(clientDir, path) {
  const prerendered = join(clientDir, path, "index.html");
  if (existsSync(prerendered)) return { file: prerendered, prerendered: true };
  const fallback = join(clientDir, "__spa-fallback.html");
  if (existsSync(fallback)) return { file: fallback, prerendered: false };
  return { file: join(clientDir, "index.html"), prerendered: false };
}

/** Module URLs the HTML loads at once: module scripts, modulepreload links and imports of inline modules. */
function modulesInHtml(html) {
  const urls = new Set();
  for (const [, attrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\btype=["']?module/.test(attrs)) continue;
    const src = /\bsrc=["']([^"']+)["']/.exec(attrs);
    if (src) urls.add(src[1]);
    // The inline bootstrap imports the manifest and root statically and the client entry with import():
    // all three run before the page is interactive, so all count.
    for (const [, url] of body.matchAll(/\bimport\s*(?:[^"'();]*?\bfrom\s*)?\(?\s*["']([^"']+)["']/g))
      urls.add(url);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    if (!/\brel=["']?modulepreload/.test(tag)) continue;
    const href = /\bhref=["']([^"']+)["']/.exec(tag);
    if (href) urls.add(href[1]);
  }
  return urls;
}

/** React Router's manifest (window.__reactRouterManifest = {...}) from the JS file that sets it. */
function readRouteManifest(clientDir, moduleUrls) {
  for (const url of moduleUrls) {
    if (!/\/manifest-[^/]*\.js$/.test(url)) continue;
    const text = readFileSync(join(clientDir, url), "utf8");
    const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
    return JSON.parse(json);
  }
  return null;
}

function fullPath(routes, route) {
  const parts = [];
  for (let r = route; r; r = r.parentId ? routes[r.parentId] : undefined) {
    if (r.path) parts.unshift(r.path);
  }
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/** Whether a React Router pattern matches a path: `:name` one segment, `name?` one segment or none, `*` the rest. */
function pathMatches(pattern, path) {
  const match = (want, have) => {
    if (want.length === 0) return have.length === 0;
    const [head, ...rest] = want;
    if (head === "*") return true;
    const optional = head.endsWith("?");
    const segment = optional ? head.slice(0, -1) : head;
    const here =
      have.length > 0 && (segment.startsWith(":") || segment === have[0]) && match(rest, have.slice(1));
    return here || (optional && match(rest, have));
  };
  return match(pattern.split("/").filter(Boolean), path.split("/").filter(Boolean));
}

/** How specific a route pattern is: static segments beat parameters, which beat a splat. */
function specificity(pattern) {
  return pattern
    .split("/")
    .filter(Boolean)
    .reduce((score, segment) => score + (segment === "*" ? 0 : segment.startsWith(":") ? 2 : 3), 0);
}

/**
 * The route modules the client loads for `path` before it renders: the matching leaf route and its
 * parents, with their static imports. On a page served from the SPA fallback these are not in the HTML but
 * are fetched right after the entry starts, so they are part of the page's initial JS.
 */
function routeModulesFor(manifest, path) {
  const routes = manifest.routes;
  const parentIds = new Set(Object.values(routes).map((r) => r.parentId));
  const candidates = Object.values(routes)
    .filter((r) => r.index || !parentIds.has(r.id))
    .map((r) => ({ route: r, pattern: fullPath(routes, r) }))
    .filter((c) => pathMatches(c.pattern, path))
    .sort((a, b) => specificity(b.pattern) - specificity(a.pattern));
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  const leaf = candidates[0]?.route;
  for (let r = leaf; r; r = r.parentId ? routes[r.parentId] : undefined) {
    urls.add(r.module);
    for (const url of r.imports ?? []) urls.add(url);
    if (r.clientLoaderModule) urls.add(r.clientLoaderModule);
  }
  return { urls, routeId: leaf?.id ?? "(none)" };
}

/** Static imports and re-exports of a built module (dynamic import() is lazy and not followed). */
function staticImportsOf(code) {
  const found = [];
  const pattern = /\b(?:import|export)\s*(?:[^"'();=]*?\bfrom\s*)?["']([^"']+\.js)["']/g;
  for (const [, specifier] of code.matchAll(pattern)) found.push(specifier);
  return found;
}

/** Adds every module reachable through static imports, so nothing the browser must fetch is missed. */
function withStaticClosure(clientDir, urls) {
  const all = new Set(urls);
  const queue = [...urls];
  while (queue.length > 0) {
    const url = queue.shift();
    const file = join(clientDir, url);
    if (!existsSync(file)) continue;
    for (const specifier of staticImportsOf(readFileSync(file, "utf8"))) {
      const resolved = new URL(specifier, `http://site${url}`).pathname;
      if (!all.has(resolved)) {
        all.add(resolved);
        queue.push(resolved);
      }
    }
  }
  return all;
}

/**
 * Gzip size (node:zlib, default level 6, as a server compresses on the fly) of the JavaScript each measured
 * page loads initially. Returns null when the web has not been built.
 */
export function measureInitialJs(clientDir) {
  if (!existsSync(clientDir)) return null;
  const pages = [...INFO_PAGES, ...COMMERCE_PAGES].map((path) => {
    const { file, prerendered } = htmlFileFor(clientDir, path);
    const htmlUrls = modulesInHtml(readFileSync(file, "utf8"));
    const manifest = readRouteManifest(clientDir, htmlUrls);
    const route = manifest ? routeModulesFor(manifest, path) : { urls: new Set(), routeId: "(no manifest)" };
    const urls = withStaticClosure(clientDir, new Set([...htmlUrls, ...route.urls]));
    const files = [...urls]
      .filter((url) => url.endsWith(".js"))
      .map((url) => {
        const path = join(clientDir, url);
        if (!existsSync(path)) throw new Error(`${file} references ${url}, which is not in the build`);
        const bytes = readFileSync(path);
        return { url, raw: bytes.length, gzip: gzipSync(bytes).length };
      })
      .sort((a, b) => b.gzip - a.gzip);
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const raw = files.reduce((sum, f) => sum + f.raw, 0);
    return {
      path,
      html: file.slice(clientDir.length + 1),
      prerendered,
      routeId: route.routeId,
      files,
      raw,
      gzip,
      budget: JS_BUDGETS[path],
      pass: gzip <= JS_BUDGETS[path],
    };
  });
  return { pages };
}
