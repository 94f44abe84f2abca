import { configDefaults, defineConfig } from "vitest/config";
import { suiteSettings } from "../../packages/domain/test/support/suite-settings.ts";

// With HOT_PATH=off (test:hot-path-off) PGlite runs in the test's own thread: an app's migrations and seed
// no longer run beside the test's work on the second core, so building one takes longer and gets twice the
// time (on a loaded machine the usual limits timed out while apps were being built).
const slower = process.env.HOT_PATH === "off" ? 2 : 1;

// Files that replace modules with vi.mock: they need a module graph of their own.
const OWN_MODULES = ["test/hot-path-switch.test.ts", "test/sign-in-verification.test.ts"];

// Files whose databases do not follow DATABASE_URL: PGlite driven directly, or (the outage) the server at
// DATABASE_URL or the machine's, and a PGlite process, whichever pass runs it. CI's PostgreSQL pass would
// run them exactly as the PGlite pass does (about 85 s of test time), so it leaves them to that pass.
const SAME_IN_EITHER_PASS = [
  "test/hot-path/pglite-thread.test.ts",
  "test/hot-path/pglite-prepared-statements.test.ts",
  "test/database-outage.test.ts",
];
const thisPassSkips = process.env.DATABASE_URL ? SAME_IN_EITHER_PASS : [];

export default defineConfig({
  test: {
    ...suiteSettings,
    testTimeout: 30_000 * slower,
    hookTimeout: 60_000 * slower,
    projects: [
      {
        extends: true,
        test: {
          name: "api",
          include: ["test/**/*.test.ts"],
          exclude: [...configDefaults.exclude, ...OWN_MODULES, ...thisPassSkips],
          // The app's module graph is imported once per worker, not once per file (about 6 s of each
          // file's time, 90 files, twice in CI): a file's own setting is what it asks for at its top
          // (useAppFile() and the like), never a side effect of an import.
          isolate: false,
          // One database migrated and seeded for the whole run; each worker keeps a copy that it puts back to
          // the seed for each file's app (test/helpers/reused-database.ts).
          globalSetup: ["./test/helpers/seed-template.ts"],
        },
      },
      { extends: true, test: { name: "api, own modules", include: OWN_MODULES } },
    ],
  },
});
