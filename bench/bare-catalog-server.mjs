import { readFileSync } from "node:fs";
import Fastify from "fastify";

/**
 * The bare twin of the catalog reads: bare Fastify (no plugins, no logger) answering each path with the bytes
 * the API sent for it, under the same content type and encoding. Usage:
 * node bare-catalog-server.mjs <port> <answers.json>, where the file lists { path, contentType,
 * contentEncoding, base64 } (catalog-reads.mjs writes it).
 */
const [portText, answersFile] = process.argv.slice(2);
const answers = JSON.parse(readFileSync(answersFile, "utf8"));

const app = Fastify({ logger: false });
for (const answer of answers) {
  const body = Buffer.from(answer.base64, "base64");
  const headers = { "content-type": answer.contentType };
  if (answer.contentEncoding) headers["content-encoding"] = answer.contentEncoding;
  app.get(answer.path, (_request, reply) => reply.headers(headers).send(body));
}
await app.listen({ port: Number(portText), host: "127.0.0.1" });
process.stdout.write("listening\n");
process.once("SIGTERM", () => app.close().then(() => process.exit(0)));
