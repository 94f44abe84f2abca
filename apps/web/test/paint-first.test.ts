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

type Boot = {
  preloads: string[];
  /** For each preload, the task (counted by setTimeout yields) in which it was added. */
  preloadTasks: number[];
  imports: string[];
  modules: Record<string, unknown>;
};

/**
 * Runs the rewritten boot script with the browser's scheduling, document and import faked, recording what it
 * does: nothing before the page's load event and the frame after it, then the preloads, then the imports.
 */
async function runBoot(
  html: string,
  readyState: "interactive" | "complete",
  { leaving = false } = {},
): Promise<Boot> {
  const script = /<script type="module" async>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  const preloads: string[] = [];
  const preloadTasks: number[] = [];
  let task = 0;
  const imports: string[] = [];
  const window: { __reactRouterRouteModules?: Record<string, unknown>; parkLeaving?: boolean } = {
    parkLeaving: leaving,
  };
  let loaded: (() => void) | undefined;
  let painted: (() => void) | undefined;
  const document = {
    readyState,
    createElement: () => ({ rel: "", href: "" }),
    head: {
      append: (link: { rel: string; href: string }) => {
        expect(link.rel).toBe("modulepreload");
        expect(imports).toEqual([]);
        preloads.push(link.href);
        preloadTasks.push(task);
      },
    },
  };
  const addEventListener = (type: string, listener: () => void) => {
    expect(type).toBe("load");
    loaded = listener;
  };
  const requestAnimationFrame = (callback: () => void) => {
    painted = callback;
  };
  const setTimeout = (callback: () => void) => {
    task++;
    callback();
  };
  const load = async (url: string) => {
    imports.push(url);
    return { url };
  };
  const run = new Function(
    "document",
    "addEventListener",
    "requestAnimationFrame",
    "setTimeout",
    "load",
    "window",
    script.replaceAll("import(", "load("),
  );
  run(document, addEventListener, requestAnimationFrame, setTimeout, load, window);
  if (loaded !== undefined) {
    expect(painted).toBeUndefined();
    loaded();
  }
  if (painted !== undefined) {
    expect(preloads).toEqual([]);
    expect(imports).toEqual([]);
    painted();
  }
  await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  return { preloads, preloadTasks, imports, modules: window.__reactRouterRouteModules ?? {} };
}

describe("paint-first (build step of the prerendered pages)", () => {
  for (const readyState of ["interactive", "complete"] as const) {
    it(`fetches nothing before the page has loaded and painted (${readyState}), then preloads and imports the same modules in order`, async () => {
      const boot = await runBoot(paintFirst(PAGE), readyState);
      expect(boot.preloads).toEqual(["/assets/manifest-1.js", "/assets/root-2.js"]);
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
  }

  it("takes the modulepreload links out of the head and leaves the rest of the page as it was", () => {
    const html = paintFirst(PAGE);
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-3.css"/>');
    expect(html).toContain("<main><h1>Canopy</h1></main>");
    expect(html).toContain("<script>window.__reactRouterContext.streamController.close();</script>");
  });

  it("boots the SPA fallback at once (it shows nothing without its JavaScript), preloading the same modules", async () => {
    const html = paintFirst(PAGE, { afterLoad: false });
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain("modulepreload");
    const boot = await runBoot(html, "interactive");
    expect(boot.preloads).toEqual(["/assets/manifest-1.js", "/assets/root-2.js"]);
    expect(boot.imports.at(-1)).toBe("/assets/entry.client-5.js");
  });

  it("fetches nothing on a page its head script is leaving (the cart without a quote)", async () => {
    for (const afterLoad of [true, false]) {
      const boot = await runBoot(paintFirst(PAGE, { afterLoad }), "complete", { leaving: true });
      expect(boot).toEqual({ preloads: [], preloadTasks: [], imports: [], modules: {} });
    }
  });

  it("adds a page's many preloads six to a task, every one of them before the first import", async () => {
    const hrefs = Array.from({ length: 14 }, (_, i) => `/assets/chunk-${i}.js`);
    const many = PAGE.replace(
      "<head>",
      `<head>${hrefs.map((href) => `<link rel="modulepreload" href="${href}"/>`).join("")}`,
    );
    const boot = await runBoot(paintFirst(many), "complete");
    expect(boot.preloads.slice(0, 14)).toEqual(hrefs);
    // 16 preloads: the page's own 2 after these 14.
    const perTask = new Map<number, number>();
    for (const task of boot.preloadTasks) perTask.set(task, (perTask.get(task) ?? 0) + 1);
    expect([...perTask.values()]).toEqual([6, 6, 4]);
    expect(boot.imports).toHaveLength(4);
  });

  it("refuses a page whose boot script it does not know, rather than ship a page that never starts", () => {
    expect(() => paintFirst("<html><body></body></html>")).toThrow(/no React Router boot script/);
    expect(() => paintFirst('<script type="module" async>import("/x.js");</script>')).toThrow(
      /not in the form/,
    );
  });
});
