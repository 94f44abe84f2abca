import { defineConfig } from "vitest/config";
import { suiteSettings } from "./test/support/suite-settings.ts";

export default defineConfig({ test: { include: ["test/**/*.test.ts"], ...suiteSettings } });
