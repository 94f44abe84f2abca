import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { siteOrigin } from "./build-defines.ts";
import { TRANSLATED_PRERENDERED_PATHS } from "./src/shared/routing/page-language.ts";
import { SERVER_ROUTES_FILE, serverRoutes } from "./src/shared/routing/server-routes.ts";
import { FRAME_PATHS, PRERENDERED_PATHS } from "./src/shared/routing/site-pages.ts";

export default {
  // A single-page app served by the API; the information pages are also written as static HTML at build
  // time, in each language at its own address, so search engines and link previews (WhatsApp, Facebook) see
  // their text; the cart and the payment page as their frame, which paints while their code and the
  // visitor's quote load.
  ssr: false,
  prerender: [...PRERENDERED_PATHS, ...TRANSLATED_PRERENDERED_PATHS, ...FRAME_PATHS],
  // The API answers the paths without prerendered HTML from this table: the SPA fallback, a redirect, or
  // a redirect home for a path no route has (server-routes.ts).
  async buildEnd({ reactRouterConfig }) {
    const file = join(reactRouterConfig.buildDirectory, "client", SERVER_ROUTES_FILE);
    await writeFile(
      file,
      `${JSON.stringify(serverRoutes(siteOrigin(process.env.SITE_ORIGIN)), null, 2)}
`,
    );
  },
  // React Router 8 behaviour now, so the upgrade is not a second migration.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
