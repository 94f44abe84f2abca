import http from "node:http";
import Fastify from "fastify";

/**
 * The two baselines of DESIGN.md §8: the same tiny JSON answer from bare node:http and from bare Fastify (no
 * plugins, no logger), each in its own process like the API. Usage: node baseline-server.mjs <http|fastify> <port>
 */
const [kind, portText] = process.argv.slice(2);
const port = Number(portText);
const answer = { hello: "world" };

if (kind === "http") {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json; charset=utf-8" });
    response.end(JSON.stringify(answer));
  });
  server.listen(port, "127.0.0.1", () => process.stdout.write("listening\n"));
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
} else if (kind === "fastify") {
  const app = Fastify({ logger: false });
  app.get("/", () => answer);
  await app.listen({ port, host: "127.0.0.1" });
  process.stdout.write("listening\n");
  process.once("SIGTERM", () => app.close().then(() => process.exit(0)));
} else {
  process.stderr.write("usage: node baseline-server.mjs <http|fastify> <port>\n");
  process.exit(2);
}
