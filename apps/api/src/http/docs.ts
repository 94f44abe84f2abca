import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";

const DOCS_PREFIX = "/api/docs";

/** OpenAPI of every route, from the zod schemas the routes validate with; UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "Park API",
        version: "1.0.0",
        description:
          "Booking and information API of the campground and water park. Amounts are pesos (MXN). Dates are " +
          "YYYY-MM-DD in America/Tijuana. Errors are `{ error, message, fields? }` with `message` in the " +
          "language of Accept-Language (es by default, en).",
      },
      tags: [
        { name: "core", description: "Site-wide data: banners, exchange rate, clock, maintenance" },
        { name: "catalog", description: "Prices, countries and form options" },
        { name: "auth", description: "Anonymous visitor tokens for the secure calls" },
      ],
      components: {
        securitySchemes: { visitorToken: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: createJsonSchemaTransform({ skipList: [] }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // The UI's default policy upgrades requests to https, which breaks it on a plain-http install.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ""),
  });
}
