import { STAFF_PASSWORD_MAX_LENGTH } from "@park/domain/office-staff/staff-password.ts";
import { STAFF_ROLES } from "@park/domain/office-staff/staff-roles.ts";
import { z } from "zod/mini";

/**
 * No control characters: PostgreSQL text cannot hold NUL, so such a value is refused as invalid rather
 * than failing the query (and no e-mail or id has any other control character either).
 */
export const NO_CONTROL_CHARACTERS = /^\P{Cc}*$/u;

export const signInBodySchema = z.object({
  email: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, "required"),
      z.maxLength(320, "too_long"),
      z.regex(NO_CONTROL_CHARACTERS, "invalid_value"),
    ),
  // No length rule beyond a cap: a sign-in only says right or wrong; the rules apply when one is chosen.
  password: z
    .string()
    .check(z.minLength(1, "required"), z.maxLength(STAFF_PASSWORD_MAX_LENGTH * 4, "too_long")),
});

export const passwordChangeBodySchema = z.object({
  currentPassword: z
    .string()
    .check(z.minLength(1, "required"), z.maxLength(STAFF_PASSWORD_MAX_LENGTH * 4, "too_long")),
  newPassword: z.string().check(z.maxLength(STAFF_PASSWORD_MAX_LENGTH * 4, "too_long")),
});

export const staffSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    role: z.enum(STAFF_ROLES),
  })
  .register(z.globalRegistry, { id: "Staff" });

export const sessionAnswerSchema = z.object({
  staff: staffSchema,
  csrfToken: z
    .string()
    .check(z.describe("Send it as the x-csrf-token header on every office call but GET/HEAD")),
  expiresAt: z
    .string()
    .check(z.describe("ISO instant when the session ends at the latest (idle sessions end sooner)")),
});
