import { readdirSync } from "node:fs";
import { relative, sep } from "node:path";

/**
 * Every information page of the built site (issue 11): each prerendered `index.html` under `clientDir`, as
 * the path a visitor opens (`/`, `/faq`, `/product-air/canopy-tour`, ...), the homepage first. Throws when
 * there is none (a build without its prerender would otherwise measure nothing and pass).
 */
export function infoPagePaths(clientDir) {
  const paths = readdirSync(clientDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => `/${relative(clientDir, entry.parentPath).split(sep).join("/")}`)
    .sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
  if (paths.length === 0) throw new Error(`no prerendered page (index.html) under ${clientDir}`);
  return paths;
}
