import { existsSync, statSync } from "node:fs";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { isApiPath } from "../http/api-paths.ts";
import { errorBody } from "../http/error-handler.ts";
import { languageOf } from "../http/language.ts";
import { sendPrepared } from "../http/prepared-answer.ts";
import { isOfficePage, OFFICE_ROBOTS_TAG } from "../modules/office/office-pages.ts";
import type { LiveStructuredData } from "./live-structured-data.ts";
import { createPageResolver } from "./page-resolver.ts";
import { registerSitemap } from "./sitemap.ts";
import type { Vacancies } from "./vacancy-page.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built web next to the API (contract.md). Files come from @fastify/static, as the brotli or
 * gzip copy the build wrote beside them when the client accepts it; HTML is served by the not-found
 * handler, so every page gets its CSP with the hashes of its inline scripts, an ETag and 304 answers.
 * Unknown API paths, other methods and a missing build answer the JSON 404.
 *
 * Register it before @fastify/compress: the files are compressed once at build time, and the plugin only
 * compresses the answers of routes declared after it.
 */
export async function registerStaticSite(
  app: FastifyInstance,
  webDir: string,
  options: { vacancies?: Vacancies; structuredData?: LiveStructuredData } = {},
): Promise<void> {
  const hasBuild = existsSync(webDir) && statSync(webDir).isDirectory();
  if (!hasBuild) {
    app.log.warn({ webDir }, "web build not found (WEB_DIR); serving the API only");
  } else {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: true,
      index: false,
      redirect: false,
      dotfiles: "ignore",
      cacheControl: false,
      // x.js.br and x.js.gz written by the web build (apps/web/scripts/precompress.mjs); Vary: Accept-Encoding.
      preCompressed: true,
      // Pages (and directories, which would otherwise answer 403) go to the not-found handler below.
      allowedPath: (pathName) => !pathName.endsWith(".html") && !pathName.endsWith("/"),
      setHeaders: (reply, path) => {
        // Vite puts a content hash in every file name under /assets, so they never change.
        const immutable = path.includes("/assets/");
        reply.header(
          "cache-control",
          immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "public, max-age=3600",
        );
      },
    });
  }

  const pageFor = hasBuild ? createPageResolver(webDir, options) : undefined;
  if (hasBuild && options.vacancies) registerSitemap(app, webDir, options.vacancies);

  app.setNotFoundHandler(async (request, reply) => {
    const isPageRequest =
      (request.method === "GET" || request.method === "HEAD") &&
      !isApiPath(request.url) &&
      !request.url.startsWith("/assets/");
    const answer = isPageRequest && pageFor ? await pageFor(request.url) : undefined;
    if (!answer) {
      return reply.code(404).send(errorBody("not_found", languageOf(request.headers["accept-language"])));
    }
    // A section path or a path the site does not have: the browser is sent on before anything is drawn.
    // An older `?lang=` address of a page moved for good (301), as search engines should remember.
    if ("redirect" in answer) {
      if (answer.permanent)
        return reply.header("cache-control", "public, max-age=3600").redirect(answer.redirect, 301);
      return reply.header("cache-control", "no-cache").redirect(answer.redirect, 302);
    }
    if (isOfficePage(request.url)) reply.header("x-robots-tag", OFFICE_ROBOTS_TAG);
    return sendPrepared(request, reply.code(200), answer.page);
  });
}
