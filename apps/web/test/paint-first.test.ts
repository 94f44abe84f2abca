import { describe, expect, it } from "vitest";
// @ts-expect-error: a build script in plain JavaScript, without type declarations.
import { paintFirst } from "../scripts/paint-first.mjs";

// The head and the end of a page as React Router 7 prerenders it (product page, trimmed).
const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-2.js"/><link rel="stylesheet" href="/assets/app-3.css"/></head>',
  "<body><main><h1>Canopy</h1></main>",
  '<script type="module" async>import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-2.js";',
  'import * as route1 from "/assets/product-page-4.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"product.air.canopy-tour":route1};',
  "",
  'import("/assets/entry.client-5.js");</script>',
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>",
].join("\n");

type Boot = { imports: string[]; modules: Record<string, unknown> };

/** Runs the rewritten boot script with the browser's scheduling and import faked, recording what it does. */
async function runBoot(html: string): Promise<Boot> {
  const script = /<script type="module" async>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const imports: string[] = [];
  const window: { __reactRouterRouteModules?: Record<string, unknown> } = {};
  let painted: (() => void) | undefined;
  const requestAnimationFrame = (callback: () => void) => {
    painted = callback;
  };
  const setTimeout = (callback: () => void) => callback();
  const load = async (url: string) => {
    imports.push(url);
    return { url };
  };
  const run = new Function(
    "requestAnimationFrame",
    "setTimeout",
    "load",
    "window",
    script.replaceAll("import(", "load("),
  );
  run(requestAnimationFrame, setTimeout, load, window);
  expect(imports).toEqual([]);
  painted?.();
  await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  return { imports, modules: window.__reactRouterRouteModules ?? {} };
}

describe("paint-first (build step of the prerendered pages)", () => {
  it("imports nothing before the first frame, then the same modules in order with the same route globals", async () => {
    const boot = await runBoot(paintFirst(PAGE));
    expect(boot.imports).toEqual([
      "/assets/manifest-1.js",
      "/assets/root-2.js",
      "/assets/product-page-4.js",
      "/assets/entry.client-5.js",
    ]);
    expect(boot.modules).toEqual({
      root: { url: "/assets/root-2.js" },
      "product.air.canopy-tour": { url: "/assets/product-page-4.js" },
    });
  });

  it("fetches the preloaded modules at low priority and leaves the rest of the page as it was", () => {
    const html = paintFirst(PAGE);
    expect(html.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-3.css"/>');
    expect(html).toContain("<main><h1>Canopy</h1></main>");
    expect(html).toContain("<script>window.__reactRouterContext.streamController.close();</script>");
  });

  it("refuses a page whose boot script it does not know, rather than ship a page that never starts", () => {
    expect(() => paintFirst("<html><body></body></html>")).toThrow(/no React Router boot script/);
    expect(() => paintFirst('<script type="module" async>import("/x.js");</script>')).toThrow(
      /not in the form/,
    );
  });
});
