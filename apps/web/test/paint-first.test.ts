import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a build script in plain JavaScript, without type declarations.
import { evaluationOrder, paintFirst } from "../scripts/paint-first.mjs";

// The head and the end of a page as React Router 7 prerenders it (product page, trimmed).
const PAGE = [
  "<html><head><script>try{if(window.cartWithoutQuote){window.parkLeaving=true}}catch(e){}</script>",
  '<link rel="modulepreload" href="/assets/manifest-1.js"/>',
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

/** What the page's boot imports, in its order: the manifest, the routes' modules, then the client entry. */
const PAGE_IMPORTS = [
  "/assets/manifest-1.js",
  "/assets/root-2.js",
  "/assets/product-page-4.js",
  "/assets/entry.client-5.js",
];

/** The bodies of the page's inline classic scripts (`<script>` without attributes), in order. */
const classicScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");

type Boot = {
  preloads: string[];
  /** For each preload, the task (counted by setTimeout yields) in which it was added. */
  preloadTasks: number[];
  imports: string[];
  /** For each import, the task (counted by setTimeout yields) in which it was made. */
  importTasks: number[];
  modules: Record<string, unknown>;
  /** What the boot waited for before fetching: the page's load event, then the next frame. */
  waited: { load: boolean; paint: boolean };
};

/**
 * Runs the rewritten boot script with the browser's scheduling, document and import faked, recording what it
 * does: nothing before the page's load event and the frame after it, then the preloads, then the imports.
 */
async function runBoot(
  html: string,
  readyState: "interactive" | "complete",
  { leaving = false, pathname = "/", visibilityState = "visible" } = {},
): Promise<Boot> {
  const boot = /<script type="module" async>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
  // The SPA fallback's preloads come from a classic script in <head>, run as the head is read.
  const head = classicScripts(html).find(
    (script) => script.includes("parkLeaving=true") && script.includes("modulepreload"),
  );
  const preloads: string[] = [];
  const preloadTasks: number[] = [];
  let task = 0;
  const imports: string[] = [];
  const importTasks: number[] = [];
  const window: { __reactRouterRouteModules?: Record<string, unknown>; parkLeaving?: boolean } = {
    parkLeaving: leaving,
  };
  let loaded: (() => void) | undefined;
  let painted: (() => void) | undefined;
  const document = {
    readyState,
    visibilityState,
    createElement: () => ({ rel: "", href: "" }),
    body: {},
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
    importTasks.push(task);
    return { url };
  };
  const scripts = head === undefined ? [boot] : [head, boot];
  for (const script of scripts) {
    new Function(
      "document",
      "addEventListener",
      "requestAnimationFrame",
      "setTimeout",
      "load",
      "window",
      "location",
      script.replaceAll("import(", "load("),
    )(document, addEventListener, requestAnimationFrame, setTimeout, load, window, { pathname });
    await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  }
  const waited = { load: loaded !== undefined, paint: false };
  if (loaded !== undefined) {
    expect(painted).toBeUndefined();
    loaded();
  }
  if (painted !== undefined) {
    waited.paint = true;
    expect(preloads).toEqual([]);
    expect(imports).toEqual([]);
    painted();
  }
  await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
  return {
    preloads,
    preloadTasks,
    imports,
    importTasks,
    modules: window.__reactRouterRouteModules ?? {},
    waited,
  };
}

describe("paint-first (build step of the prerendered pages)", () => {
  for (const readyState of ["interactive", "complete"] as const) {
    it(`fetches nothing before the page has loaded and painted (${readyState}), then preloads and imports the same modules in order`, async () => {
      const boot = await runBoot(paintFirst(PAGE), readyState);
      expect(boot.preloads).toEqual(["/assets/manifest-1.js", "/assets/root-2.js"]);
      expect(boot.imports).toEqual(PAGE_IMPORTS);
      expect(boot.modules).toEqual({
        root: { url: "/assets/root-2.js" },
        "product.air.canopy-tour": { url: "/assets/product-page-4.js" },
      });
    });
  }

  it("boots a commerce frame once it has painted, without waiting for its load event", async () => {
    const boot = await runBoot(paintFirst(PAGE, { boot: "after-paint" }), "interactive");
    expect(boot.waited).toEqual({ load: false, paint: true });
    expect(boot.preloads).toEqual(["/assets/manifest-1.js", "/assets/root-2.js"]);
    expect(boot.imports).toEqual(PAGE_IMPORTS);
  });

  it("boots a commerce frame opened in a background tab at once, as that tab paints nothing", async () => {
    const html = paintFirst(PAGE, { boot: "after-paint" });
    const boot = await runBoot(html, "interactive", { visibilityState: "hidden" });
    expect(boot.waited).toEqual({ load: false, paint: false });
    expect(boot.imports.at(-1)).toBe("/assets/entry.client-5.js");
  });

  it("takes the modulepreload links out of the head and leaves the rest of the page as it was", () => {
    const html = paintFirst(PAGE);
    expect(html.slice(0, html.indexOf("</head>"))).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-3.css"/>');
    expect(html).toContain("<main><h1>Canopy</h1></main>");
    expect(html).toContain("<script>window.__reactRouterContext.streamController.close();</script>");
  });

  it("boots the SPA fallback at once (it shows nothing without its JavaScript), preloading the same modules", async () => {
    const html = paintFirst(PAGE, { boot: "at-once" });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain('<link rel="modulepreload"');
    // Its preloads start from the head script that may leave the page, ahead of the stylesheet that holds
    // the module boot back, and add no element to the head that hydration would not find.
    expect(head.indexOf("modulepreload")).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
    expect(head.match(/<script>/g)).toHaveLength(1);
    const boot = await runBoot(html, "interactive");
    expect(boot.preloads).toEqual(["/assets/manifest-1.js", "/assets/root-2.js"]);
    expect(boot.imports.at(-1)).toBe("/assets/entry.client-5.js");
  });

  it("preloads the route's modules too on the pages given, each once, and only there", async () => {
    const routePreloads = [
      { path: "^/cart$", hrefs: ["/assets/cart-6.js", "/assets/root-2.js", "/assets/store-7.js"] },
      { path: "^/order/[^/]+$", hrefs: ["/assets/order-8.js"] },
    ];
    const html = paintFirst(PAGE, { boot: "at-once", routePreloads });
    const at = async (pathname: string) => (await runBoot(html, "interactive", { pathname })).preloads;
    const root = ["/assets/manifest-1.js", "/assets/root-2.js"];
    expect(await at("/cart")).toEqual([...root, "/assets/cart-6.js", "/assets/store-7.js"]);
    expect(await at("/order/ABC234DEF5")).toEqual([...root, "/assets/order-8.js"]);
    for (const other of ["/office", "/cart/x", "/order"]) expect(await at(other)).toEqual(root);
    const boot = await runBoot(paintFirst(PAGE, { boot: "at-once", routePreloads }), "complete", {
      leaving: true,
      pathname: "/cart",
    });
    expect(boot.preloads).toEqual([]);
  });

  it("adds the fallback's links only once the head has been read, after all of it", async () => {
    const html = paintFirst(PAGE, { boot: "at-once" });
    const head = classicScripts(html).find((script) => script.includes("parkLeaving=true")) ?? "";
    const appended: string[] = [];
    const timers: (() => void)[] = [];
    const document: { body?: object; createElement: () => object; head: object } = {
      createElement: () => ({ rel: "", href: "" }),
      head: { append: (link: { href: string }) => appended.push(link.href) },
    };
    new Function("document", "setTimeout", "window", "location", head)(
      document,
      (callback: () => void) => timers.push(callback),
      {},
      { pathname: "/cart" },
    );
    const nextTask = async () => {
      timers.shift()?.();
      await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
    };
    // The parser is still in <head>: a link appended now would sit before the title and the stylesheet.
    await nextTask();
    await nextTask();
    expect(appended).toEqual([]);
    document.body = {};
    await nextTask();
    expect(appended).toEqual(["/assets/manifest-1.js", "/assets/root-2.js"]);
  });

  it("fetches nothing on a page its head script is leaving (the cart without a quote)", async () => {
    for (const when of ["after-load", "after-paint", "at-once"]) {
      const boot = await runBoot(paintFirst(PAGE, { boot: when }), "complete", { leaving: true });
      expect(boot).toMatchObject({ preloads: [], preloadTasks: [], imports: [], modules: {} });
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

  it("evaluates the libraries' chunks it is given one task each, before the manifest and the routes' modules", async () => {
    const libraries = ["/assets/zod-without-eval-6.js", "/assets/framework-7.js", "/assets/site-8.js"];
    // The manifest and a route module given too keep their own place in the boot.
    const evaluate = [...libraries, "/assets/manifest-1.js", "/assets/root-2.js"];
    const boot = await runBoot(paintFirst(PAGE, { evaluate }), "complete");
    expect(boot.imports).toEqual([...libraries, ...PAGE_IMPORTS]);
    expect(boot.importTasks.slice(0, 3)).toEqual([...new Set(boot.importTasks.slice(0, 3))]);
    expect(boot.importTasks[3]).toBeGreaterThan(boot.importTasks[2] ?? Number.POSITIVE_INFINITY);
  });

  it("evaluates alone the chunks of 16 KB and more, each after those it imports, zod's flag first", async () => {
    const dir = await mkdtemp(join(tmpdir(), "paint-first-"));
    try {
      await mkdir(join(dir, "assets"));
      const big = "x".repeat(16 * 1024);
      const chunks: Record<string, string> = {
        "site-2.js": `import{a}from"./framework-1.js";import"./small-3.js";${big}`,
        "small-3.js": 'import{b}from"./framework-1.js";',
        "framework-1.js": `import"./runtime-4.js";${big}`,
        "runtime-4.js": "",
        "zod-without-eval-5.js": "globalThis.flag=1;",
      };
      for (const [name, code] of Object.entries(chunks)) await writeFile(join(dir, "assets", name), code);
      const html = Object.keys(chunks)
        .map((name) => `<link rel="modulepreload" href="/assets/${name}"/>`)
        .join("");
      expect(await evaluationOrder(dir, html)).toEqual([
        "/assets/zod-without-eval-5.js",
        "/assets/framework-1.js",
        "/assets/site-2.js",
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("refuses a page whose boot script it does not know, rather than ship a page that never starts", () => {
    expect(() => paintFirst(PAGE.replace("window.parkLeaving=true", ""), { boot: "at-once" })).toThrow(
      /no head script that may leave/,
    );
    expect(() => paintFirst("<html><body></body></html>")).toThrow(/no React Router boot script/);
    expect(() => paintFirst('<script type="module" async>import("/x.js");</script>')).toThrow(
      /not in the form/,
    );
  });
});
