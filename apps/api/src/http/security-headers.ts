import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify from "fastify";

/** Headers every HTTP answer carries anyway; they are not helmet's. */
const TRANSPORT_HEADERS = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);

/**
 * The headers @fastify/helmet sets with these options, worked out once on a throwaway instance.
 * @fastify/helmet rebuilds helmet's middleware (and re-parses the content security policy) on every
 * request; the headers never change between requests (no CSP nonces), so the app sets this fixed set.
 */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(helmet, options);
    probe.get("/", (_request, reply) => reply.send(""));
    const response = await probe.inject("/");
    return Object.fromEntries(
      Object.entries(response.headers).flatMap(([name, value]) =>
        TRANSPORT_HEADERS.has(name) || typeof value !== "string" ? [] : [[name, value]],
      ),
    );
  } finally {
    await probe.close();
  }
}
