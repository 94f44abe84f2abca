import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";

/**
 * What every vitest suite of the project shares (issue 32): the time zone is pinned, so a test that leans on
 * the machine's zone fails everywhere rather than only on some machines, and a `console.error` a test did not
 * expect fails it. Set here, in the config's process, before the workers start and inherit it.
 */
export const PINNED_TIME_ZONE = "America/Tijuana";
process.env.TZ = PINNED_TIME_ZONE;

export const suiteSettings = {
  env: { TZ: PINNED_TIME_ZONE },
  // A worker a core: vitest's default (the cores less one) keeps one of CI's two cores idle.
  maxWorkers: availableParallelism(),
  setupFiles: [fileURLToPath(new URL("./fail-on-console-error.ts", import.meta.url))],
};
