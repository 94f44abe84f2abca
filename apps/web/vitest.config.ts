import { configDefaults, defineConfig } from "vitest/config";
import { suiteSettings } from "../../packages/domain/test/support/suite-settings.ts";
import { buildTimeDefines } from "./build-defines.ts";
import { PREACT_COMPAT_ALIASES } from "./preact-compat-aliases.ts";

const ALL = ["test/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"];
// Files that replace modules with vi.mock: they need a module graph of their own.
const OWN_MODULES = ["src/features/careers/application-form.test.tsx", "test/checkout-stripe.test.tsx"];

export default defineConfig({
  define: buildTimeDefines(),
  // The tests run on the shipped runtime, Preact through preact/compat (decision 0014).
  resolve: { alias: PREACT_COMPAT_ALIASES, conditions: ["module"], mainFields: ["module", "main"] },
  test: {
    environment: "jsdom",
    env: suiteSettings.env,
    maxWorkers: suiteSettings.maxWorkers,
    setupFiles: [...suiteSettings.setupFiles, "./test/setup.ts"],
    projects: [
      {
        extends: true,
        test: {
          name: "web",
          include: ALL,
          exclude: [...configDefaults.exclude, ...OWN_MODULES],
          // One module graph and one jsdom per worker, not per file (119 s -> 63-72 s on two cores): test/setup.ts
          // resets the site's module state before every test.
          isolate: false,
        },
      },
      { extends: true, test: { name: "web, own modules", include: OWN_MODULES } },
    ],
    // Room for the first lazy import of a feature in a test file (test/setup.ts).
    testTimeout: 20_000,
    // Libraries are bundled by Vite, so that their `import "react"` meets the alias instead of Node loading React;
    // pre-bundled once (and cached) rather than transformed file by file in every test file.
    server: { deps: { inline: true } },
    deps: { optimizer: { client: { enabled: true }, ssr: { enabled: true } } },
  },
});
