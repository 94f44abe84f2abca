/**
 * What a staff password must be. Length is what makes a password strong (NIST SP 800-63B §5.1.1.2): at
 * least 12 characters, no composition rules; at most 256 so hashing a pasted novel cannot tie up the server.
 */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 256;

/** Codes of a refused password, worded by each runtime (the API's `fields`, the web's `officeCodes.staffPassword`). */
export type StaffPasswordIssue = "password_too_short" | "password_too_long" | "password_is_email";

/** Why a new password is refused, or undefined when it is acceptable. Length counts characters, not bytes. */
export function staffPasswordIssue(password: string, email: string): StaffPasswordIssue | undefined {
  const length = [...password].length;
  if (length < STAFF_PASSWORD_MIN_LENGTH) return "password_too_short";
  if (length > STAFF_PASSWORD_MAX_LENGTH) return "password_too_long";
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return "password_is_email";
  return undefined;
}

/** E-mail addresses of staff are compared without case or surrounding spaces. */
export function normalizeStaffEmail(email: string): string {
  return email.trim().toLowerCase();
}
