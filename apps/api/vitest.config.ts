import { defineConfig } from "vitest/config";
import { suiteSettings } from "../../packages/domain/test/support/suite-settings.ts";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    ...suiteSettings,
    // One database migrated and seeded for the whole run; each file's app works on its own copy of it.
    globalSetup: ["./test/helpers/seed-template.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
