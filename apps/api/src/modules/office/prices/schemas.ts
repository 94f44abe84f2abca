import { z } from "zod/mini";
import { errorResponseSchema } from "../../../http/error-response.ts";

/** The refusals of every staff call (office contract), besides the route's own. */
export const staffErrors = {
  401: errorResponseSchema.check(z.describe("staff_session_required: no valid staff session")),
  403: errorResponseSchema.check(z.describe("staff_role_forbidden (not an admin) or csrf_token_invalid")),
} as const;
