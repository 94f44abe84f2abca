// Writes sitemap.xml and the Sitemap line of robots.txt into the built site, from the prerendered pages
// themselves: every index.html names its canonical address and its language alternates (seo-tags.ts), so
// the sitemap lists exactly the pages that were prerendered (each language's at its own address, decision
// 0059), at the origin they were built for (SITE_ORIGIN).
// Usage: node scripts/write-sitemap.mjs [dir]
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const dir = process.argv[2] ?? fileURLToPath(new URL("../build/client", import.meta.url));

const escapeXml = (text) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");
const unescapeHtml = (text) => text.replaceAll("&amp;", "&");

function canonicalOf(html) {
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/\brel="canonical"/i.test(tag)) return unescapeHtml(/\bhref="([^"]*)"/i.exec(tag)?.[1] ?? "");
  }
  return undefined;
}

function alternatesOf(html) {
  const alternates = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = /\brel="([^"]*)"/i.exec(tag)?.[1];
    const lang = /\bhreflang="([^"]*)"/i.exec(tag)?.[1];
    const href = /\bhref="([^"]*)"/i.exec(tag)?.[1];
    if (rel === "alternate" && lang && href) alternates.push({ lang, href: unescapeHtml(href) });
  }
  return alternates;
}

const pages = (await readdir(dir, { withFileTypes: true, recursive: true }))
  .filter((entry) => entry.isFile() && entry.name === "index.html")
  .map((entry) => join(entry.parentPath, entry.name))
  .sort();

const urls = [];
let origin;
let listed = 0;
for (const file of pages) {
  const html = await readFile(file, "utf8");
  const canonical = canonicalOf(html);
  // A page prerendered as a frame (the cart, the payment page) names no canonical: it is not listed.
  if (!canonical) continue;
  listed++;
  origin ??= new URL(canonical).origin;
  const links = alternatesOf(html)
    .map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.lang)}" href="${escapeXml(a.href)}"/>`)
    .join("");
  urls.push(`<url><loc>${escapeXml(canonical)}</loc>${links}</url>`);
}
if (!origin) throw new Error(`no prerendered page with a canonical address under ${dir}`);

await writeFile(
  join(dir, "sitemap.xml"),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`,
);
const robotsFile = join(dir, "robots.txt");
const robots = (await readFile(robotsFile, "utf8")).replace(/^Sitemap:.*\n?/gm, "").trimEnd();
await writeFile(robotsFile, `${robots}\nSitemap: ${origin}/sitemap.xml\n`);
console.log(`sitemap.xml: ${urls.length} addresses of ${listed} pages at ${origin}`);
