import { spawn } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "./processes.mjs";

export const WEB_CLIENT_DIR = join(REPO_ROOT, "apps/web/build/client");

/** What the web build is made from: its code, public files, build settings and the shared domain rules. */
const WEB_SOURCES = [
  "apps/web/app",
  "apps/web/src",
  "apps/web/public",
  "apps/web/package.json",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/web/build-defines.ts",
  "packages/domain/src",
];

/** The newest modification time (ms) of a file or of any file under a folder; 0 when nothing is there. */
function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => Math.max(newest, newestChange(join(path, name))), 0);
}

/** Why the web must be built before it is measured, or null when the build is newer than every source. */
export function staleWebBuildReason() {
  if (!existsSync(WEB_CLIENT_DIR)) return "there is no build";
  const builtAt = newestChange(WEB_CLIENT_DIR);
  const changed = WEB_SOURCES.find((source) => newestChange(join(REPO_ROOT, source)) > builtAt);
  return changed ? `${changed} changed after the build` : null;
}

/** `npm run build -w apps/web`; rejects with the end of its output when it fails. */
export function buildWeb() {
  return new Promise((resolve, reject) => {
    const child = spawn("npm", ["run", "build", "-w", "apps/web"], {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const keep = (chunk) => {
      output = (output + chunk.toString("utf8")).slice(-5_000);
    };
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.once("error", reject);
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`npm run build -w apps/web exited ${code}:\n${output}`)),
    );
  });
}
