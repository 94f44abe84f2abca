import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * Every information page of the built site (issue 11): each prerendered `index.html` under `clientDir` that
 * names its canonical address (the cart's and the payment page's frames name none: seo-tags.ts), as the path a
 * visitor opens (`/`, `/faq`, `/product-air/canopy-tour`, ...), the homepage first. Throws when there is none
 * (a build without its prerender would otherwise measure nothing and pass).
 */
export function infoPagePaths(clientDir) {
  const paths = readdirSync(clientDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .filter((entry) => readFileSync(join(entry.parentPath, entry.name), "utf8").includes('rel="canonical"'))
    .map((entry) => `/${relative(clientDir, entry.parentPath).split(sep).join("/")}`)
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
  if (paths.length === 0) throw new Error(`no prerendered page (index.html) under ${clientDir}`);
  return paths;
}
