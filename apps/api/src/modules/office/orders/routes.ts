import {
  officeOrderDtoSchema,
  orderEmailDtoSchema,
  orderRefundDtoSchema,
  orderSearchResultDtoSchema,
  refundBodySchema,
  resendBodySchema,
} from "@park/domain/office-orders/office-order-dto.ts";
import { orderSearchQuerySchema } from "@park/domain/office-orders/order-search.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors, staffErrors } from "../../../http/route-schemas.ts";
import { verifiedStaff } from "../session/require-staff.ts";
import type { OfficeOrdersService } from "./service.ts";

const orderParams = z.object({ id: z.string().check(z.describe("The order's (quote's) id")) });

/** The front desk's orders at /api/office/orders (front desk and admin only). */
export const officeOrdersRoutes: FastifyPluginAsyncZod<{ service: OfficeOrdersService }> = async (
  app,
  { service },
) => {
  const frontDesk = app.requireStaff("front_desk");

  app.get(
    "/api/office/orders",
    {
      onRequest: frontDesk,
      schema: {
        tags: ["office"],
        summary: "Search orders",
        description:
          "By visit code, e-mail (from its start), phone (its last digits) or name words, and by arrival " +
          "dates; paid orders unless `status` asks for others; newest first, 20 a page.",
        querystring: orderSearchQuerySchema,
        response: { 200: orderSearchResultDtoSchema, ...pickErrors(400), ...staffErrors },
      },
    },
    (request) => service.search(request.query),
  );

  app.get(
    "/api/office/orders/:id",
    {
      onRequest: frontDesk,
      schema: {
        tags: ["office"],
        summary: "An order's page",
        description:
          "The visit as the visitor sees it, the buyer, every payment attempt with its refunds, the vehicle " +
          "entry and the e-mails queued or sent.",
        params: orderParams,
        response: { 200: officeOrderDtoSchema, ...pickErrors(404), ...staffErrors },
      },
    },
    (request) => service.order(request.params.id),
  );

  app.post(
    "/api/office/orders/:id/confirmation-emails",
    {
      onRequest: frontDesk,
      schema: {
        tags: ["office"],
        summary: "Resend the confirmation e-mail",
        description:
          "Queues the confirmation again to the buyer, once per requestId (201; 200 with the same e-mail " +
          "when that request was already queued). 409 order_not_paid before the sale went through.",
        params: orderParams,
        body: resendBodySchema,
        response: {
          200: orderEmailDtoSchema,
          201: orderEmailDtoSchema,
          ...pickErrors(400, 404),
          ...staffErrors,
          409: errorResponseSchema.check(z.describe("order_not_paid")),
        },
      },
    },
    async (request, reply) => {
      const { email, queued } = await service.resendConfirmation(
        request.params.id,
        request.body.requestId,
        verifiedStaff(request),
      );
      return reply.code(queued ? 201 : 200).send(email);
    },
  );

  app.post(
    "/api/office/orders/:id/refunds",
    {
      onRequest: frontDesk,
      schema: {
        tags: ["office"],
        summary: "Refund a payment in whole or in part",
        description:
          "amount in the smallest unit of the payment's currency. Made through the payment provider with " +
          "requestId as its idempotency key and recorded once: the same requestId again answers the same " +
          "refund (200). 400 refund_amount_invalid; 409 refund_over_remaining, refund_not_refundable, " +
          "refund_provider_refused; 502 refund_provider_failed (no answer: confirm again with the same requestId).",
        params: orderParams,
        body: refundBodySchema,
        response: {
          200: orderRefundDtoSchema,
          201: orderRefundDtoSchema,
          ...pickErrors(400, 404),
          ...staffErrors,
          409: errorResponseSchema.check(
            z.describe("refund_over_remaining, refund_not_refundable, refund_provider_refused"),
          ),
          502: errorResponseSchema.check(
            z.describe("refund_provider_failed: the provider did not answer; try again"),
          ),
        },
      },
    },
    async (request, reply) => {
      const { refund, created } = await service.refund(
        request.params.id,
        request.body,
        verifiedStaff(request),
      );
      return reply.code(created ? 201 : 200).send(refund);
    },
  );
};
