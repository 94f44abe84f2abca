import { defineConfig } from "vitest/config";
import { buildTimeDefines } from "./build-defines.ts";

export default defineConfig({
  define: buildTimeDefines(),
  test: {
    environment: "jsdom",
    include: ["test/**/*.test.{ts,tsx}", "app/**/*.test.{ts,tsx}", "src/**/*.test.{ts,tsx}"],
    setupFiles: ["./test/setup.ts"],
  },
});
