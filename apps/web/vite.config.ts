import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { buildTimeDefines } from "./build-defines.ts";
import { PREACT_COMPAT_ALIASES } from "./preact-compat-aliases.ts";

type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

const ROOT = fileURLToPath(new URL("./app/root.tsx", import.meta.url));
let rootModules: Set<string> | undefined;

/** Whether the root layout imports `id`, directly or through its imports (dynamic imports are not followed). */
function rootImports(id: string, graph: Graph): boolean {
  if (!rootModules) {
    const found = new Set([ROOT]);
    const queue = [ROOT];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      for (const imported of graph.getModuleInfo(next)?.importedIds ?? []) {
        if (!found.has(imported)) {
          found.add(imported);
          queue.push(imported);
        }
      }
    }
    rootModules = found;
  }
  return rootModules.has(id);
}

const apiTarget = process.env.API_ORIGIN ?? "http://localhost:3000";

/*
 * React Router 7's package exports only its development build (remix-run/react-router#12532, #14102): its
 * dev warnings and their checks ran on every visitor's phone. Its production build, shipped beside it, is the
 * same code with them off.
 */
const routerDist = join(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist");
const ROUTER_PRODUCTION_BUILD = [
  { find: /^react-router$/, replacement: join(routerDist, "production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(routerDist, "production/dom-export.mjs") },
];

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: buildTimeDefines(),
  resolve: { alias: [...PREACT_COMPAT_ALIASES, ...ROUTER_PRODUCTION_BUILD] },
  // The prerender bundles the libraries too, so that their `import "react"` meets the alias.
  ssr: { noExternal: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page runs, cached apart from our code's chunks that change with each release.
              // Only what every page needs: TanStack Query and the rest go with the features that use them.
              name: "framework",
              test: /node_modules[\\/](preact|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // TanStack Query whole, loaded by the features that query: their parts loaded apart use some of
              // its hooks and not others, which would otherwise cut it into chunks by who imports what.
              name: "query",
              test: /node_modules[\\/]@tanstack[\\/]/,
            },
            {
              // Every page runs the root layout and all it imports: as one chunk, not the thirty-odd small
              // ones the automatic split cut it into (each module shared by the root and some routes became
              // a chunk of its own), which over HTTP/1.1's six connections cost a phone round trips.
              name: (id, graph) => (rootImports(id, graph) ? "site" : null),
            },
          ],
        },
      },
    },
  },
  server: {
    // `npm run dev` runs Vite in front of the API: forward the API's own paths (and its payment sandbox) to it.
    proxy: { "/api": apiTarget, "/auth": apiTarget, "/__sandbox": apiTarget },
  },
});
