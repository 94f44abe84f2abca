import { defineConfig } from "vitest/config";
import { suiteSettings } from "../../packages/domain/test/support/suite-settings.ts";

// With HOT_PATH=off (test:hot-path-off) PGlite runs in the test's own thread: an app's migrations and seed
// no longer run beside the test's work on the second core, so building one takes longer and gets twice the
// time (on a loaded machine the usual limits timed out while apps were being built).
const slower = process.env.HOT_PATH === "off" ? 2 : 1;

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    ...suiteSettings,
    // One database migrated and seeded for the whole run; each file's app works on its own copy of it.
    globalSetup: ["./test/helpers/seed-template.ts"],
    testTimeout: 30_000 * slower,
    hookTimeout: 60_000 * slower,
  },
});
