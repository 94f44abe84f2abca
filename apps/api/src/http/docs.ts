import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { PARK_CONTACT_POINTS } from "@park/domain/contact/park-contact-points.ts";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { CSRF_HEADER } from "../modules/office/session/require-staff.ts";
import { STAFF_COOKIE } from "../modules/office/session/staff-cookie.ts";
import { documentedOperation, withoutUnusedSchemas } from "./docs-operations.ts";

const DOCS_PREFIX = "/api/docs";

const zodTransform = createJsonSchemaTransform({ skipList: [] });

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
        contact: { name: "The park", email: PARK_CONTACT_POINTS.email },
      },
      // The API answers on the site's own origin, beside its pages.
      servers: [{ url: "/", description: "The site's own origin" }],
      tags: [
        { name: "core", description: "Site-wide data: banners, exchange rate, clock, maintenance" },
        { name: "catalog", description: "Prices, countries and form options" },
        { name: "auth", description: "Anonymous visitor tokens for the secure calls" },
        {
          name: "ecommerce",
          description:
            "The visitor's purchase: quotes, availability, activities, promotions, payment, orders",
        },
        {
          name: "office",
          description: "The park's staff office: sign-in, orders, gate, prices, content, applications",
        },
      ],
      components: {
        securitySchemes: {
          visitorToken: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "The anonymous visitor's token from POST /auth/visitor",
          },
          applicationUploadToken: {
            type: "http",
            scheme: "bearer",
            description:
              "The `uploadToken` that POST /api/core/job-application answered, for that application's documents",
          },
          staffSession: {
            type: "apiKey",
            in: "cookie",
            name: STAFF_COOKIE,
            description: "The staff session cookie that POST /api/office/session sets",
          },
          csrfToken: {
            type: "apiKey",
            in: "header",
            name: CSRF_HEADER,
            description: "The session's CSRF token (POST or GET /api/office/session), on every office write",
          },
        },
      },
    },
    transform: (input) => documentedOperation(zodTransform(input), input.route),
    transformObject: (document) => withoutUnusedSchemas(jsonSchemaTransformObject(document)),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    staticCSP: true,
    // The UI's default policy upgrades requests to https, which breaks it on a plain-http install.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ""),
  });
}
