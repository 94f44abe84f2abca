import type { FastifyInstance } from "fastify";

/**
 * Browsers' fetch wrappers often send `Content-Type: application/json` with an empty body on POSTs that
 * need none (POST /auth/visitor); Fastify's parser refuses that. Empty means "no body"; anything else
 * goes to Fastify's own parser, which also guards against prototype poisoning.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
