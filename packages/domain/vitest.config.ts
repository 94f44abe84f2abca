import { defineConfig } from "vitest/config";
import { suiteSettings } from "./test/support/suite-settings.ts";

// Pure functions and their tests: nothing a file leaves behind reaches the next, so a worker imports the
// domain once rather than once a file.
export default defineConfig({ test: { include: ["test/**/*.test.ts"], ...suiteSettings, isolate: false } });
