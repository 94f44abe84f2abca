// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built site, once, at the
// highest levels (too slow to do per request). The API serves them to clients that accept them:
// @fastify/static `preCompressed` for files, the page resolver for HTML. Usage: node scripts/precompress.mjs [dir]
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest|map)$/;
// Smaller files gain a few bytes at most; the API sends them as they are (COMPRESSION_THRESHOLD_BYTES).
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && COMPRESSIBLE.test(e.name))
    .map((e) => join(e.parentPath, e.name));
}

async function precompress(file) {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return { file, original: body.length };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy no smaller than the file is left out; the file is then served as it is.
  await Promise.all([
    br.length < body.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < body.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
  return { file, original: body.length, br: br.length, gz: gz.length };
}

const dir = process.argv[2] ?? fileURLToPath(new URL("../build/client", import.meta.url));
if (!(await stat(dir).catch(() => undefined))?.isDirectory()) {
  process.stderr.write(`precompress: ${dir} is not a directory (run react-router build first)\n`);
  process.exit(1);
}
const results = await Promise.all((await filesUnder(dir)).map(precompress));
const total = (key) => results.reduce((sum, r) => sum + (r[key] ?? r.original), 0);
process.stdout.write(
  `precompress: ${results.length} files, ${Math.round(total("original") / 1024)} KB -> ` +
    `${Math.round(total("br") / 1024)} KB brotli, ${Math.round(total("gz") / 1024)} KB gzip\n`,
);
