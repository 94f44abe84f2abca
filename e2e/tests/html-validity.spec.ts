import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, test } from "./no-console-errors.ts";

// The W3C Nu HTML Checker itself (the vnu-jar package's vnu.jar, run by the machine's Java), as issue 34 asks:
// every page the server sends, in both languages, with what only the database adds (vacancies, events, lodging
// offers), read as a crawler gets it.
const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");

interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
}

const isVacancy = (path: string) => path.includes("/careers/job-details/");

function nuErrors(directory: string): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    // --exit-zero-always: the messages say what is wrong; a non-zero exit is kept for the checker failing.
    execFile(
      "java",
      ["-jar", VNU_JAR, "--errors-only", "--format", "json", "--exit-zero-always", directory],
      { maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error)
          return reject(
            new Error(`the Nu checker did not run (Java 11+ as \`java\`: README): ${error.message}`),
          );
        resolve((JSON.parse(stderr || stdout) as { messages: NuMessage[] }).messages);
      },
    );
  });
}

test("every page the server sends passes the W3C Nu HTML Checker with 0 errors, and so do pages the app has woken", async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? "").pathname,
  );
  // The sitemap's pages (both languages, the open vacancies at both addresses) and those it leaves out.
  const paths = [...pages, "/cart", "/checkout/contact-payment", "/order/ABCDEFGHJK", "/office"];
  expect(pages.filter(isVacancy).length).toBeGreaterThan(0);
  expect(pages).toContain("/en/product-lodging/basic-cabins");
  const directory = mkdtempSync(join(tmpdir(), "park-nu-"));
  try {
    for (const [index, path] of paths.entries()) {
      const response = await request.get(`${baseURL}${path}`);
      expect(response.status(), path).toBe(200);
      writeFileSync(join(directory, `${index}.html`), await response.text());
    }
    // The document as the browser holds it after hydration, with what the app renders and keeps.
    const woken = [
      "/",
      "/en/prices",
      "/product-lodging/basic-cabins",
      "/events",
      pages.find(isVacancy) ?? "/",
    ];
    for (const [index, path] of woken.entries()) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      const html = await page.evaluate(() => `<!DOCTYPE html>${document.documentElement.outerHTML}`);
      writeFileSync(join(directory, `${paths.length + index}.html`), html);
    }
    const names = [...paths, ...woken.map((path) => `${path} (after hydration)`)];
    const errors = (await nuErrors(directory)).map((message) => {
      const index = Number(/(\d+)\.html$/.exec(message.url ?? "")?.[1]);
      return `${names[index] ?? message.url}:${message.lastLine ?? "?"} ${message.message}`;
    });
    expect(errors).toEqual([]);
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
});
