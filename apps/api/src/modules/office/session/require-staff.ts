import { roleMayUse, type StaffRole } from "@park/domain/office-staff/staff-roles.ts";
import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { authHook } from "../../../http/auth-hooks.ts";
import type { ResolvedSession, SessionService, StaffIdentity } from "./session-service.ts";
import { secretsEqual } from "./session-tokens.ts";
import { staffCookieToken } from "./staff-cookie.ts";

declare module "fastify" {
  interface FastifyRequest {
    /** Set by requireStaff on office calls. */
    staff: StaffIdentity | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook of an office call open to `roles` (admin always; no roles = any signed-in staff):
     * 401 staff_session_required without a usable session cookie, 403 csrf_token_invalid on a write
     * without the session's `x-csrf-token`, 403 staff_role_forbidden for another role.
     */
    requireStaff: (...roles: StaffRole[]) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export const CSRF_HEADER = "x-csrf-token";

/** Methods that change nothing, and so need no CSRF token. */
const SAFE_METHODS = new Set(["GET", "HEAD"]);

/** The session of the request's cookie, when usable; kept on the request for the handler. */
export async function sessionOf(
  request: FastifyRequest,
  sessions: SessionService,
): Promise<ResolvedSession | undefined> {
  const token = staffCookieToken(request);
  return token ? sessions.resolve(token) : undefined;
}

export function createRequireStaff(sessions: SessionService) {
  return (...roles: StaffRole[]) =>
    authHook(async function requireStaff(request: FastifyRequest): Promise<void> {
      const session = await sessionOf(request, sessions);
      if (!session) throw new AppError(401, "staff_session_required");
      if (!SAFE_METHODS.has(request.method)) {
        const sent = request.headers[CSRF_HEADER];
        if (typeof sent !== "string" || !secretsEqual(sent, session.csrfToken)) {
          throw new AppError(403, "csrf_token_invalid");
        }
      }
      if (roles.length > 0 && !roleMayUse(session.staff.role, roles)) {
        throw new AppError(403, "staff_role_forbidden");
      }
      request.staff = session.staff;
    }, "staff");
}

/** The staff member requireStaff let through; a route without that hook gets 401. */
export function verifiedStaff(request: FastifyRequest): StaffIdentity {
  if (!request.staff) throw new AppError(401, "staff_session_required");
  return request.staff;
}
