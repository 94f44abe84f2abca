import { AUDIT_ENTITY_TYPES, mayReadAuditTrail } from "@park/domain/office-staff/audit-entities.ts";
import { auditTrailSchema } from "@park/domain/office-staff/audit-trail-dto.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import type { Database } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { verifiedStaff } from "../session/require-staff.ts";
import { NO_CONTROL_CHARACTERS } from "../session/session-schemas.ts";
import { AUDIT_TRAIL_LIMIT, createAuditRepository } from "./audit-repository.ts";

const auditQuerySchema = z.object({
  entityType: z.enum(AUDIT_ENTITY_TYPES),
  entityId: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "required"),
      z.maxLength(200, "too_long"),
      z.regex(NO_CONTROL_CHARACTERS, "invalid_value"),
    ),
});

export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const repository = createAuditRepository(db);

  app.get(
    "/api/office/audit",
    {
      onRequest: app.requireStaff(),
      schema: {
        tags: ["office"],
        summary: "An entity's audit trail",
        description: `Every staff write recorded on the entity (who, when, what, before and after), newest first, at most ${AUDIT_TRAIL_LIMIT}. Each role reads its own area's trails: orders and units the front desk, applications and messages HR, check-ins the gate, content, prices and staff accounts admin (who reads every area); every member reads their own account's.`,
        querystring: auditQuerySchema,
        response: {
          200: auditTrailSchema,
          401: errorResponseSchema.check(z.describe("staff_session_required")),
          403: errorResponseSchema.check(z.describe("staff_role_forbidden: another area's trail")),
          ...pickErrors(400, 429, 500),
        },
      },
    },
    async (request) => {
      const staff = verifiedStaff(request);
      const { entityType, entityId } = request.query;
      if (!mayReadAuditTrail(staff, entityType, entityId)) throw new AppError(403, "staff_role_forbidden");
      const rows = await repository.trail(entityType, entityId, staff);
      return {
        entries: rows.map((row) => ({
          id: row.id,
          action: row.action,
          actor: row.actor,
          staff:
            row.staffName !== null && row.staffEmail !== null
              ? { name: row.staffName, email: row.staffEmail }
              : null,
          before: row.before,
          after: row.after,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  );
};
