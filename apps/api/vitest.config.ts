import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // Each file builds the app on its own fresh database (PGlite in memory, or a new PostgreSQL database).
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
