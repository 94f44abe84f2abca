import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { buildTestApp, type TestApp } from "./test-app.ts";

export type WebBuildApp = TestApp & {
  /** The built web the app serves (WEB_DIR): a temp directory of the test's files. */
  webDir: string;
};

/**
 * The real app serving a built web made of `files` (path in the build to content), as apps/web's build
 * leaves it; `prepare` runs on the directory before the app starts (the build's post-build steps).
 * `close` removes the web too.
 */
export async function buildWebBuildApp(
  files: Record<string, string>,
  prepare: (webDir: string) => void = () => {},
): Promise<WebBuildApp> {
  const webDir = mkdtempSync(join(tmpdir(), "park-web-"));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(webDir, path)), { recursive: true });
    writeFileSync(join(webDir, path), content);
  }
  prepare(webDir);
  const built = await buildTestApp({ WEB_DIR: webDir });
  return {
    ...built,
    webDir,
    async close() {
      await built.close();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}
