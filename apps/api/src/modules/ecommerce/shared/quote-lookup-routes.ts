import { type QuoteDto, quoteDtoSchema } from "@park/domain/quote/quote-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { quoteErrorResponses, quoteIdParamsSchema } from "./route-schemas.ts";

/** Visit codes are guessable in principle: a browser looks up a handful, a script trying codes is slowed down. */
export const CODE_LOOKUP_RATE_LIMIT = { max: 30, timeWindow: "1 minute" } as const;

/** What the documentation says of one lookup. */
type LookupDocs = { summary: string; description?: string };

/**
 * GET `<base>/:id` and `<base>/code/:code`: one quote by its id and by its visit code, each answered by
 * the quotes service; the shop's quote page and the confirmation page each mount them at their own base.
 */
export const quoteLookupRoutes: FastifyPluginAsyncZod<{
  base: string;
  quotes: { get(id: string): Promise<QuoteDto>; getByCode(code: string): Promise<QuoteDto> };
  byId: LookupDocs;
  byCode: LookupDocs;
}> = async (app, { base, quotes, byId, byCode }) => {
  const response = { 200: quoteDtoSchema, ...quoteErrorResponses };

  app.get(
    `${base}/:id`,
    { schema: { tags: ["ecommerce"], ...byId, params: quoteIdParamsSchema, response } },
    (request) => quotes.get(request.params.id),
  );

  app.get(
    `${base}/code/:code`,
    {
      config: { rateLimit: CODE_LOOKUP_RATE_LIMIT },
      schema: {
        tags: ["ecommerce"],
        ...byCode,
        params: z.object({ code: z.string().check(z.describe("Visit code")) }),
        response,
      },
    },
    (request) => quotes.getByCode(request.params.code),
  );
};
