import type { Clock } from "@park/domain/dates.ts";
import { normalizeStaffEmail } from "@park/domain/office-staff/staff-password.ts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import { detailedErrorSchema, errorResponseSchema } from "../../../http/error-response.ts";
import { pickErrors } from "../../../http/route-schemas.ts";
import { sessionOf, verifiedStaff } from "./require-staff.ts";
import { passwordChangeBodySchema, sessionAnswerSchema, signInBodySchema } from "./session-schemas.ts";
import type { SessionService } from "./session-service.ts";
import type { SignInLimit } from "./sign-in-limit.ts";
import { clearStaffCookie, setStaffCookie } from "./staff-cookie.ts";

const SESSION_COOKIE_NOTE =
  "The session is the httpOnly cookie park_staff (Secure, SameSite=Strict, Path=/api/office).";
const unauthorized = errorResponseSchema.check(
  z.describe("staff_session_required: no usable session cookie"),
);
const forbidden = errorResponseSchema.check(
  z.describe("csrf_token_invalid: a write without the session's x-csrf-token"),
);

export const sessionRoutes: FastifyPluginAsyncZod<{
  sessions: SessionService;
  signInLimit: SignInLimit;
  clock: Clock;
}> = async (app, { sessions, signInLimit, clock }) => {
  app.post(
    "/api/office/session",
    {
      schema: {
        tags: ["office"],
        summary: "Staff sign-in",
        description: `E-mail and password of a staff account. 200 sets the session cookie and answers the staff member and the CSRF token. 401 invalid_credentials for an unknown e-mail, a wrong password or a disabled account alike. Tries are limited per account and per address: 429 too_many_sign_in_attempts with Retry-After. ${SESSION_COOKIE_NOTE}`,
        body: signInBodySchema,
        response: {
          200: sessionAnswerSchema,
          401: errorResponseSchema.check(z.describe("invalid_credentials")),
          ...pickErrors(400, 429, 500),
        },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      await signInLimit.countTry(request, reply, normalizeStaffEmail(email));
      const session = await sessions.signIn(email, password);
      if (!session) throw new AppError(401, "invalid_credentials");
      // This browser's previous session, if any, ends: one cookie, one session.
      const previous = await sessionOf(request, sessions);
      if (previous) await sessions.signOut(previous.staff.sessionId);
      setStaffCookie(reply, session.token, session.expiresAt, clock());
      return {
        staff: session.staff,
        csrfToken: session.csrfToken,
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  );

  app.get(
    "/api/office/session",
    {
      schema: {
        tags: ["office"],
        summary: "The current staff session",
        description: `The signed-in staff member and the session's CSRF token, for a page that reloads. ${SESSION_COOKIE_NOTE}`,
        // It reads the cookie itself (no requireStaff: it hands out the CSRF token that hook would ask for).
        security: [{ staffSession: [] }],
        response: { 200: sessionAnswerSchema, 401: unauthorized, ...pickErrors(429, 500) },
      },
    },
    async (request) => {
      const session = await sessionOf(request, sessions);
      if (!session) throw new AppError(401, "staff_session_required");
      return {
        staff: session.staff,
        csrfToken: session.csrfToken,
        expiresAt: session.expiresAt.toISOString(),
      };
    },
  );

  app.delete(
    "/api/office/session",
    {
      onRequest: app.requireStaff(),
      schema: {
        tags: ["office"],
        summary: "Sign out",
        description: `Ends this session and clears its cookie. Needs x-csrf-token. ${SESSION_COOKIE_NOTE}`,
        response: { 204: z.null(), 401: unauthorized, 403: forbidden, ...pickErrors(429, 500) },
      },
    },
    async (request, reply) => {
      await sessions.signOut(verifiedStaff(request).sessionId);
      clearStaffCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.post(
    "/api/office/session/sign-out-everywhere",
    {
      onRequest: app.requireStaff(),
      schema: {
        tags: ["office"],
        summary: "Sign out on every device",
        description: `Ends every session of the signed-in staff member, this one included, and clears this cookie. Needs x-csrf-token. No body.`,
        response: { 204: z.null(), 401: unauthorized, 403: forbidden, ...pickErrors(429, 500) },
      },
    },
    async (request, reply) => {
      await sessions.signOutEverywhere(verifiedStaff(request));
      clearStaffCookie(reply);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/api/office/password",
    {
      onRequest: app.requireStaff(),
      schema: {
        tags: ["office"],
        summary: "Change my password",
        description:
          "The current password and a new one (at least 12 characters, not the e-mail, not easy to guess: a zxcvbn score of 3 or more, decision 0047; a refusal says why). The other sessions of this staff member end; this one stays. 400 validation_error names currentPassword (current_password_wrong) or newPassword. Wrong current passwords count against the account's sign-in limit (429). Needs x-csrf-token.",
        body: passwordChangeBodySchema,
        response: {
          204: z.null(),
          400: detailedErrorSchema.check(z.describe("validation_error with `fields`")),
          401: unauthorized,
          403: forbidden,
          ...pickErrors(429, 500),
        },
      },
    },
    async (request, reply) => {
      const staff = verifiedStaff(request);
      await signInLimit.countTry(request, reply, staff.email);
      const issue = await sessions.changePassword(
        staff,
        request.body.currentPassword,
        request.body.newPassword,
      );
      if (issue) {
        const path = issue === "current_password_wrong" ? "currentPassword" : "newPassword";
        throw invalidFields([{ path, message: issue }]);
      }
      return reply.code(204).send(null);
    },
  );
};
