declare global {
  // Zod's shared settings object (zod/v4/core/core.js): its core module adopts the one it finds here.
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * The site's Content-Security-Policy forbids eval. Zod 4 compiles parsers with `new Function` unless
 * `jitless` is set, and its first try is reported as a CSP violation (a browser issue, and a failed
 * Lighthouse best practice); zod/mini's objects do not compile today, but the setting keeps any zod code
 * the pages load from trying. `z.config({ jitless: true })` would set it, but importing zod/mini here
 * put 3 KB of it in every page's first load; zod keeps its settings in this global object, which is
 * changed in place, so the order in which the modules load does not matter.
 * test/zod-without-eval.test.ts checks that zod still reads it.
 */
globalThis.__zod_globalConfig ??= {};
globalThis.__zod_globalConfig.jitless = true;

export {};
