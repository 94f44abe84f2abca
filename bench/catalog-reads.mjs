import { writeFile } from "node:fs/promises";
import http from "node:http";
import { join } from "node:path";
import { loadSideBySide } from "./api-load.mjs";

export const CATALOG_BUDGET = { ratio: 0.6, p99: 25 };

/** The catalog reads of the spec's call tables (000 §7, 001 §7), with demo dates that have prices. */
export const CATALOG_READS = [
  "/api/catalog/visit-prices-per-year/2027",
  "/api/catalog/visit-prices?startDate=2026-12-01&endDate=2027-01-31",
  "/api/catalog/visit-prices/no-prices?startDate=2026-12-01&endDate=2027-01-31",
  "/api/catalog/visit-prices/2026-12-07",
  "/api/catalog/activity-prices?startDate=2026-12-01&endDate=2027-01-31",
  "/api/catalog/activity-prices/date/2026-12-07",
  "/api/catalog/country",
  "/api/catalog/vehicle/property",
];

/** What a browser sends: the API may answer compressed, and the bare twin then sends the same compressed bytes. */
export const CATALOG_HEADERS = { accept: "application/json", "accept-encoding": "gzip, deflate, br" };

/** One GET as sent under load, keeping the answer's bytes as they came on the wire (not decompressed). */
function getRaw(baseUrl, path) {
  return new Promise((resolve, reject) => {
    const request = http.get(
      new URL(path, baseUrl),
      { headers: CATALOG_HEADERS, agent: false },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on("error", reject);
      },
    );
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${path} timed out`)));
    request.on("error", reject);
  });
}

/**
 * Fetches every catalog read from the API and writes them to `answersFile` for bare-catalog-server.mjs.
 * Each must answer 200 with a non-empty body.
 */
export async function captureCatalogAnswers(apiUrl, dir) {
  const answers = [];
  for (const path of CATALOG_READS) {
    const answer = await getRaw(apiUrl, path);
    if (answer.status !== 200 || answer.body.length === 0) {
      throw new Error(
        `GET ${path} answered ${answer.status} with ${answer.body.length} bytes (expected 200)`,
      );
    }
    answers.push({
      path: new URL(path, apiUrl).pathname,
      contentType: answer.headers["content-type"],
      contentEncoding: answer.headers["content-encoding"] ?? null,
      bytes: answer.body.length,
      base64: answer.body.toString("base64"),
    });
  }
  const file = join(dir, "catalog-answers.json");
  await writeFile(file, JSON.stringify(answers));
  return { file, answers };
}

/** Each catalog read under load, taking turns with its bare twin serving the same bytes. */
export async function measureCatalogReads({ apiUrl, bareUrl, answers, seconds, onProgress }) {
  const pairs = [];
  for (const [index, path] of CATALOG_READS.entries()) {
    const { contentEncoding, bytes } = answers[index];
    onProgress(`  GET ${path} and its bare twin ...`);
    const [target, bare] = await loadSideBySide(
      [
        { title: `GET ${path}`, url: `${apiUrl}${path}`, headers: CATALOG_HEADERS },
        { title: `bare Fastify twin of GET ${path}`, url: `${bareUrl}${path}`, headers: CATALOG_HEADERS },
      ],
      seconds,
    );
    pairs.push({
      title: `GET ${path}`,
      detail: `${bytes} B${contentEncoding ? ` ${contentEncoding}` : ""}`,
      budget: CATALOG_BUDGET,
      target,
      bare,
    });
  }
  return pairs;
}
