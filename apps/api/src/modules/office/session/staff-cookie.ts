import { parse, serialize } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The staff session cookie: httpOnly (no script reads it), Secure (browsers also accept it on
 * http://localhost), SameSite=Strict (never sent from another site) and only for the office's API path.
 */
export const STAFF_COOKIE = "park_staff";
const COOKIE_PATH = "/api/office";

export function staffCookieToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  const value = parse(header)[STAFF_COOKIE];
  return value || undefined;
}

export function setStaffCookie(reply: FastifyReply, token: string, expiresAt: Date, now: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
  reply.header(
    "set-cookie",
    serialize(STAFF_COOKIE, token, {
      httpOnly: true,
      secure: true,
      sameSite: "strict",
      path: COOKIE_PATH,
      maxAge,
    }),
  );
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.header(
    "set-cookie",
    serialize(STAFF_COOKIE, "", {
      httpOnly: true,
      secure: true,
      sameSite: "strict",
      path: COOKIE_PATH,
      maxAge: 0,
    }),
  );
}
