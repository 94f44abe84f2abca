import { randomUUID } from "node:crypto";
import type { Clock } from "@park/domain/dates.ts";
import { jwtVerify, SignJWT } from "jose";

/** Visitor tokens last 2 hours (DESIGN.md §5): long enough for one purchase, short enough to be worthless later. */
export const VISITOR_TOKEN_SECONDS = 2 * 60 * 60;
const AUDIENCE = "park-visitor";
const ALGORITHM = "HS256";

export type Visitor = { id: string; expiresAt: Date };

export type VisitorTokenService = ReturnType<typeof createVisitorTokenService>;

/** Anonymous, signed, short-lived visitor identities for the spec's "secure variant" calls. */
export function createVisitorTokenService(deps: { secret: Uint8Array; clock: Clock }) {
  const { secret, clock } = deps;
  return {
    async issue(): Promise<{ token: string; expiresIn: number }> {
      const issuedAt = Math.floor(clock().getTime() / 1000);
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM })
        .setSubject(randomUUID())
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + VISITOR_TOKEN_SECONDS)
        .sign(secret);
      return { token, expiresIn: VISITOR_TOKEN_SECONDS };
    },

    /** The visitor a token names, or undefined when it is forged, expired or not a visitor token. */
    async verify(token: string): Promise<Visitor | undefined> {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALGORITHM],
          audience: AUDIENCE,
          currentDate: clock(),
          requiredClaims: ["sub", "exp"],
        });
        if (!payload.sub || payload.exp === undefined) return undefined;
        return { id: payload.sub, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return undefined;
      }
    },
  };
}
