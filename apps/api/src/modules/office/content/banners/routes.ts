import { bannerInputSchema } from "@park/domain/content/content-schemas.ts";
import { officeBannerSchema } from "@park/domain/content/office-content-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { pickErrors, staffErrors } from "../../../../http/route-schemas.ts";
import { verifiedStaff } from "../../session/require-staff.ts";
import { bannerLanguageParamsSchema } from "./schemas.ts";
import type { OfficeBannersService } from "./service.ts";

export const officeBannersRoutes: FastifyPluginAsyncZod<{ service: OfficeBannersService }> = async (
  app,
  { service },
) => {
  app.get(
    "/api/office/content/banners",
    {
      onRequest: app.requireStaff("admin"),
      schema: {
        tags: ["office"],
        summary: "The site's banners, Spanish first (admin)",
        description: "Each banner in both languages, shown or not, as the office edits them. Admin only.",
        response: { 200: z.array(officeBannerSchema), ...staffErrors, ...pickErrors(429, 500) },
      },
    },
    () => service.list(),
  );

  app.put(
    "/api/office/content/banners/:language",
    {
      onRequest: app.requireStaff("admin"),
      schema: {
        tags: ["office"],
        summary: "Save the banner of a language (admin)",
        description:
          "Markdown; HTML markup is removed and links other than http(s), mailto, tel or on the site become " +
          "#. The answer is the banner as saved, which GET /api/core/banners serves at once.",
        params: bannerLanguageParamsSchema,
        body: bannerInputSchema,
        response: { 200: officeBannerSchema, ...staffErrors, ...pickErrors(400, 429, 500) },
      },
    },
    (request) => service.save(verifiedStaff(request).id, request.params.language, request.body),
  );
};
