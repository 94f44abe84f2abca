import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import { COMPRESSION_THRESHOLD_BYTES } from "./prepared-answer.ts";

/**
 * Compresses API answers of text types (JSON, HTML, text, XML) above 1 KB with brotli or gzip, as the
 * client accepts. PDFs and images are already compressed and keep their bytes. Routes that send a
 * prepared answer (its variants compressed once) opt out with `compress: false`; files of the web build
 * come precompressed from the build. Request bodies are not inflated: the body limit stays a limit on
 * what the client really sends.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
