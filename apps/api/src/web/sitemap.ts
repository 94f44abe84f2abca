import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { type Vacancies, vacancySitemapEntries } from "./vacancy-page.ts";

/**
 * GET /sitemap.xml: the build's sitemap (every information page in both languages, written from the
 * pages themselves) with the open vacancies added, which change after the build (issue 34 item 3): a
 * vacancy is listed while it is open, at both its addresses. The origin is the build's, read from its
 * first address. Kept out of the API document: it is a file of the site.
 */
export function registerSitemap(app: FastifyInstance, webDir: string, vacancies: Vacancies): void {
  const file = join(webDir, "sitemap.xml");
  app.get("/sitemap.xml", { schema: { hide: true } }, async (_request, reply) => {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return reply.callNotFound();
    const built = await readFile(file, "utf8");
    const origin = /<loc>(https?:\/\/[^/<]+)/.exec(built)?.[1];
    const open = origin ? vacancySitemapEntries(await vacancies.all(), origin) : "";
    const body = open ? built.replace("</urlset>", `${open}\n</urlset>`) : built;
    return reply
      .header("content-type", "application/xml; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(body);
  });
}
