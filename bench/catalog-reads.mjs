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

const catalogReads = () => CATALOG_READS.map((path) => ({ path, headers: CATALOG_HEADERS }));

/** One GET as sent under load, keeping the answer's bytes as they came on the wire (not decompressed). */
function getRaw(baseUrl, path, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(path, baseUrl), { headers, agent: false }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on("error", reject);
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${path} timed out`)));
    request.on("error", reject);
  });
}

/**
 * Fetches every read (`{ path, headers }`; the catalog's by default) from the API and writes them to
 * `dir/<name>.json` for bare-catalog-server.mjs. Each must answer 200 with a non-empty body.
 */
export async function captureCatalogAnswers(apiUrl, dir, reads = catalogReads(), name = "catalog-answers") {
  const answers = [];
  for (const { path, headers } of reads) {
    const answer = await getRaw(apiUrl, path, headers);
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
  const file = join(dir, `${name}.json`);
  await writeFile(file, JSON.stringify(answers));
  return { file, answers };
}

/** Each read under load (the catalog's by default), taking turns with its bare twin serving the same bytes. */
export async function measureCatalogReads({
  apiUrl,
  bareUrl,
  answers,
  seconds,
  onProgress,
  reads = catalogReads(),
  budget = CATALOG_BUDGET,
  label = "",
}) {
  const pairs = [];
  for (const [index, { path, headers }] of reads.entries()) {
    const { contentEncoding, bytes } = answers[index];
    onProgress(`  GET ${path}${label} and its bare twin ...`);
    const [target, bare] = await loadSideBySide(
      [
        { title: `GET ${path}${label}`, url: `${apiUrl}${path}`, headers },
        { title: `bare Fastify twin of GET ${path}`, url: `${bareUrl}${path}`, headers },
      ],
      seconds,
    );
    pairs.push({
      title: `GET ${path}${label}`,
      detail: `${bytes} B${contentEncoding ? ` ${contentEncoding}` : ""}`,
      budget,
      target,
      bare,
    });
  }
  return pairs;
}
