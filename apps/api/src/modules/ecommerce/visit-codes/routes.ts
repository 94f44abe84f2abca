import { isVisitCode, normalizeVisitCode } from "@park/domain/quote/visit-code.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { AppError } from "../../../http/app-error.ts";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { visitCodeQrSvg } from "../../../infra/qr/visit-code-qr.ts";

/** A code's QR never changes: browsers and caches may keep it for good. */
const FOR_GOOD = "public, max-age=31536000, immutable";

/**
 * GET /api/ecommerce/visit-codes/{code}/qr.svg: the QR the gate scans, drawn by the server so the
 * confirmation page's largest picture is an image its head script can ask for as the HTML arrives, not
 * one the page can draw only after its modules, its order and a QR library (decision 0057, fifth slice).
 * It shows only the code of the address, so it reads nothing from the database.
 */
export const visitCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/ecommerce/visit-codes/:code/qr.svg",
    {
      schema: {
        tags: ["ecommerce"],
        summary: "A visit code's QR, as the confirmation page shows it (SVG)",
        description:
          "163 wide, margin 0 (001 §9). Codes are matched ignoring case and surrounding spaces; a text that is " +
          "no visit code answers 404 quote_not_found. The image depends on the code alone and may be cached.",
        params: z.object({ code: z.string().check(z.describe("Visit code")) }),
        response: {
          200: z.any().check(z.describe("image/svg+xml")),
          404: errorResponseSchema.check(z.describe("quote_not_found")),
        },
      },
    },
    async (request, reply) => {
      const code = normalizeVisitCode(request.params.code);
      if (!isVisitCode(code)) throw new AppError(404, "quote_not_found");
      return reply
        .type("image/svg+xml; charset=utf-8")
        .header("cache-control", FOR_GOOD)
        .send(await visitCodeQrSvg(code));
    },
  );
};
