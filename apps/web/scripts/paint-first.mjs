// Rewrites every prerendered page (index.html) of the built site so that it paints, and its pictures in view
// load, before its JavaScript is fetched or run (docs/hot-path.md). React Router boots a page with modulepreload
// links in <head> and an inline module script whose static imports run the framework and the route modules as
// soon as they arrive. On the information pages, whose HTML is the whole first view, the JavaScript is for
// later: so
// - their modulepreload links leave the <head>: nothing competes with the CSS and the first picture, and
// - the boot script waits for the page's load event (HTML, CSS, pictures in view) and the next frame, then adds
//   the same modulepreload links (every module at once, no waterfall of imports) and imports the same modules
//   in the same order, setting the same globals.
// The cart and the payment page are prerendered as their frame (header, title, what loads): their boot waits
// for the frame's first paint. The SPA fallback (order, office) paints nothing before its JavaScript: its boot
// runs at once. Every boot adds the modulepreload links itself, so that a page its head script leaves at once
// (the cart without a quote, cart-without-quote.ts) fetches none of its modules; on the order page the
// fallback adds its route's modules too, which React Router would ask for only once the root has run.
// Usage: node scripts/paint-first.mjs [dir]
import { readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { runInNewContext } from "node:vm";

const BOOT = /<script type="module" async>([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/gm;
const ROUTE_IMPORT = /^import \* as (route\d+) from "([^"]+)";$/gm;
const ROUTE_MODULES = /window\.__reactRouterRouteModules = (\{[^;]*\});/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/m;
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const LEAVING_SCRIPT = /<script>[^<]*window\.parkLeaving=true[^<]*<\/script>/;

/**
 * Chromium starts a modulepreload's fetch as the link is added, at about a millisecond each on a phone: the
 * thirty of a page in one task were a long task of their own (~100 ms at Lighthouse's 4x CPU). In tasks of
 * six, each stays short, and the fetches still all start before any import needs them.
 */
const PRELOADS_PER_TASK = 6;

/**
 * The libraries' chunks a commerce frame evaluates first, each in a task of its own, dependencies first.
 * Imported with the route modules, the whole graph ran in one task (the payment page's: 46-64 ms on this
 * machine, about 4x on a phone), of which the framework's chunk is 30-35 ms. Lighthouse side by side, 4 runs
 * each on fresh servers: TBT of the cart 612-915 to 403-988 ms (median 835 to 600), of the payment page
 * 607-1,243 to 543-932 (847 to 664). On `/` and `/prices` the same split read worse (99-199 to 195-321 ms,
 * 201-272 to 264-457), so the information pages keep one task. A chunk of this size or more (raw bytes) is
 * evaluated alone; the small ones go with the route modules.
 */
const ALONE_FROM_BYTES = 16 * 1024;
/** Sets zod's jitless flag: it runs before any chunk that may hold a schema (entry.client.tsx). */
const ZOD_FLAG_CHUNK = /\/zod-without-eval-[\w-]+\.js$/;
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'();=]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g;

/** Set by a head script that sends the visitor elsewhere before the page boots (cart-without-quote.ts). */
export const LEAVING_FLAG = "parkLeaving";

/**
 * When a page's boot fetches and runs its modules:
 * - `after-load`: an information page, whose HTML is its whole first view, once it has loaded (pictures in
 *   view included) and painted;
 * - `after-paint`: a commerce frame (cart, payment), once its frame has painted. Its modules, 110-130 KB, had
 *   shared a phone's 1.6 Mbps with the stylesheet, and everything fetched before the first paint is in what
 *   the page's first and largest paints wait for (Lighthouse counts it so too). A tab opened in the
 *   background, which paints nothing, boots at once;
 * - `at-once`: the SPA fallback (order, office), which shows nothing of its own before its JavaScript.
 */
const BOOT_TRIGGER = {
  "after-load":
    'const later=()=>requestAnimationFrame(()=>setTimeout(boot));document.readyState==="complete"?later():addEventListener("load",later,{once:true})}',
  "after-paint": 'document.visibilityState==="hidden"?boot():requestAnimationFrame(()=>setTimeout(boot))}',
  "at-once": "boot()}",
};

/**
 * The page's HTML with its modules fetched by its boot, and its boot run at the moment `boot` names
 * (BOOT_TRIGGER); no boot runs on a page being left. The chunks of `evaluate` (evaluationOrder) are imported
 * first, one task each. Throws on a boot it does not know.
 */
export function paintFirst(html, { boot: when = "after-load", routePreloads = [], evaluate = [] } = {}) {
  const atOnce = when === "at-once";
  const boot = BOOT.exec(html);
  if (!boot) throw new Error("paint-first: no React Router boot script in the page");
  const body = boot[1];
  const sideEffects = [...body.matchAll(SIDE_EFFECT_IMPORT)].map((match) => match[1]);
  const routes = [...body.matchAll(ROUTE_IMPORT)].map((match) => ({ name: match[1], url: match[2] }));
  const modules = ROUTE_MODULES.exec(body)?.[1];
  const entry = ENTRY_IMPORT.exec(body)?.[1];
  if (modules === undefined || entry === undefined || routes.length === 0) {
    throw new Error(
      "paint-first: the boot script is not in the form this script knows (React Router upgrade?)",
    );
  }
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  // The manifest and the route modules keep their place: only the libraries under them go first.
  const alone = evaluate.filter(
    (url) => !sideEffects.includes(url) && !routes.some((route) => route.url === url),
  );
  const preloading = [
    routePreloads.length === 0
      ? `const hrefs=${JSON.stringify(preloads)};`
      : `const own=${JSON.stringify(routePreloads.map((r) => ({ ...r, hrefs: r.hrefs.filter((href) => !preloads.includes(href)) })))}.find(r=>new RegExp(r.path).test(location.pathname)),hrefs=${JSON.stringify(preloads)}.concat(own?own.hrefs:[]);`,
    `for(let i=0;i<hrefs.length;i++){if(i&&i%${PRELOADS_PER_TASK}===0)await new Promise(r=>setTimeout(r));const link=document.createElement("link");link.rel="modulepreload";link.href=hrefs[i];document.head.append(link)}`,
  ].join("");
  const deferred = [
    `{const boot=async()=>{if(window.${LEAVING_FLAG})return;`,
    // The SPA fallback's modules are preloaded by a script in <head> (below), ahead of the stylesheet.
    atOnce ? "" : preloading,
    alone.length === 0
      ? ""
      : `for(const url of ${JSON.stringify(alone)}){await import(url);await new Promise(r=>setTimeout(r))}`,
    ...sideEffects.map((url) => `await import(${JSON.stringify(url)});`),
    `const [${routes.map((route) => route.name).join(",")}]=await Promise.all([`,
    routes.map((route) => `import(${JSON.stringify(route.url)})`).join(","),
    "]);",
    `window.__reactRouterRouteModules=${modules};`,
    `import(${JSON.stringify(entry)})`,
    "};",
    BOOT_TRIGGER[when],
  ].join("");
  const booted = (
    html.slice(0, boot.index) +
    `<script type="module" async>${deferred}</script>` +
    html.slice(boot.index + boot[0].length)
  ).replace(MODULE_PRELOAD, "");
  if (!atOnce) return booted;
  // The boot, a module at the end of <body>, runs only once the stylesheet has arrived. The head script that
  // decides whether the page stays (cart-without-quote.ts) starts its downloads instead, once the head has
  // been read: inside that script, and with the links after all of the head, because anything of its own
  // amid what the app renders in <head> would not match it, and hydration would rebuild the head, stylesheet
  // included (an unstyled flash: a layout shift of 0.5).
  const leaving = LEAVING_SCRIPT.exec(booted);
  if (!leaving) throw new Error("paint-first: the SPA fallback has no head script that may leave the page");
  const end = leaving.index + leaving[0].length - "</script>".length;
  return `${booted.slice(0, end)};(async()=>{if(window.${LEAVING_FLAG})return;do await new Promise(r=>setTimeout(r));while(!document.body);${preloading}})()${booted.slice(end)}`;
}

/**
 * The SPA fallback's commerce pages (cart, payment, order) wait for their route's modules, which React Router
 * asks for only once the root has run: a second round trip before the page's own call (decision 0057). Their
 * boot preloads them with the root's, taken from the build's route manifest; a path no route of these
 * matches (the office, a cart being left) preloads the root's alone.
 */
const COMMERCE_ROUTES = {
  "shopping-cart": "^/cart$",
  "contact-payment": "^/checkout/contact-payment$",
  "order.details": "^/order/[^/]+$",
};

async function commerceRoutePreloads(dir, html) {
  const manifestHref = [...html.matchAll(MODULE_PRELOAD)]
    .map((match) => match[1])
    .find((href) => /\/manifest-[\w-]+\.js$/.test(href));
  if (manifestHref === undefined) throw new Error("paint-first: the SPA fallback preloads no route manifest");
  const sandbox = { window: {} };
  runInNewContext(await readFile(join(dir, manifestHref), "utf8"), sandbox);
  const { routes } = sandbox.window.__reactRouterManifest;
  return Object.entries(COMMERCE_ROUTES).map(([id, path]) => {
    const route = routes[id];
    if (route === undefined) throw new Error(`paint-first: no route "${id}" in the manifest`);
    return { path, hrefs: [route.module, ...route.imports] };
  });
}

/**
 * Of a page's modulepreloads, the chunks its boot evaluates alone (ALONE_FROM_BYTES, and zod's flag first), each
 * after the chunks it imports: importing one then evaluates it and nothing else of the list.
 */
export async function evaluationOrder(dir, html) {
  const hrefs = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const sizes = new Map();
  const imports = new Map();
  for (const href of hrefs) {
    const code = await readFile(join(dir, href), "utf8");
    sizes.set(href, Buffer.byteLength(code));
    const folder = href.slice(0, href.lastIndexOf("/") + 1);
    imports.set(
      href,
      [...code.matchAll(STATIC_IMPORT)].map((match) => folder + match[1]),
    );
  }
  const alone = new Set(hrefs.filter((href) => sizes.get(href) >= ALONE_FROM_BYTES));
  const order = hrefs.filter((href) => ZOD_FLAG_CHUNK.test(href));
  const visit = (href, seen) => {
    if (seen.has(href)) return;
    seen.add(href);
    for (const imported of imports.get(href) ?? []) visit(imported, seen);
    if (alone.has(href)) order.push(href);
  };
  const seen = new Set();
  for (const href of hrefs) if (alone.has(href)) visit(href, seen);
  return order;
}

async function main(dir) {
  const pages = (await readdir(dir, { withFileTypes: true, recursive: true }))
    .filter((entry) => entry.isFile() && entry.name === "index.html")
    .map((entry) => join(entry.parentPath, entry.name));
  const fallback = join(dir, "__spa-fallback.html");
  const fallbackHtml = await readFile(fallback, "utf8");
  const routePreloads = await commerceRoutePreloads(dir, fallbackHtml);
  let frames = 0;
  for (const page of pages) {
    const path = `/${relative(dir, dirname(page)).split(sep).join("/")}`;
    const frame = Object.values(COMMERCE_ROUTES).some((route) => new RegExp(route).test(path));
    if (frame) frames++;
    const html = await readFile(page, "utf8");
    // Only the commerce frames: on the information pages Lighthouse measured it worse (ALONE_FROM_BYTES).
    const evaluate = frame ? await evaluationOrder(dir, html) : [];
    await writeFile(page, paintFirst(html, { boot: frame ? "after-paint" : "after-load", evaluate }));
  }
  await writeFile(fallback, paintFirst(fallbackHtml, { boot: "at-once", routePreloads }));
  console.log(
    `paint-first: ${pages.length - frames} prerendered pages boot after their load, ${frames} commerce frames after their first paint`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main(process.argv[2] ?? fileURLToPath(new URL("../build/client", import.meta.url)));
}
