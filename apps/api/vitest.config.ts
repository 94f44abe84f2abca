import { defineConfig } from "vitest/config";

// With HOT_PATH=off (test:hot-path-off) PGlite runs in the test's own thread: an app's migrations and seed
// no longer run beside the test's work on the second core, so building one takes longer and gets twice the
// time (on a loaded machine the usual limits timed out while apps were being built).
const slower = process.env.HOT_PATH === "off" ? 2 : 1;

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Each file builds the app on its own fresh database (PGlite in memory, or a new PostgreSQL database).
    testTimeout: 30_000 * slower,
    hookTimeout: 60_000 * slower,
  },
});
