import { randomUUID } from "node:crypto";
import type { Clock } from "@park/domain/dates.ts";
import { jwtVerify, SignJWT } from "jose";

/** Visitor tokens last 2 hours (DESIGN.md §5): long enough for one purchase, short enough to be worthless later. */
const VISITOR_TOKEN_SECONDS = 2 * 60 * 60;
/**
 * How long after its expiry a token may still be renewed for the same visitor (POST /auth/visitor/renew).
 * A visitor's quotes are bound to their token's subject, and a visitor who leaves a quote in the browser
 * comes back days later to pay it; 30 days covers planning a trip without letting a stolen token
 * live forever (a quote also belongs only to the browser that keeps its token).
 */
export const VISITOR_RENEWAL_WINDOW_SECONDS = 30 * 24 * 60 * 60;
const AUDIENCE = "park-visitor";
/**
 * Verified tokens remembered, so a visitor's later calls skip the signature check (an HMAC job on
 * WebCrypto per call). A few thousand visitors at a time is a busy day for the park; the oldest go first.
 */
const VERIFIED_TOKENS_KEPT = 5_000;
const ALGORITHM = "HS256";

export type Visitor = { id: string; expiresAt: Date };

export type VisitorTokenService = ReturnType<typeof createVisitorTokenService>;

/** Anonymous, signed, short-lived visitor identities for the spec's "secure variant" calls. */
export function createVisitorTokenService(deps: { secret: Uint8Array; clock: Clock }) {
  const { secret, clock } = deps;
  // jose imports a raw secret on every sign and verify; the imported key is reused instead.
  const key = crypto.subtle.importKey("raw", secret, { name: "HMAC", hash: "SHA-256" }, false, [
    "sign",
    "verify",
  ]);
  /** Tokens whose signature and claims were verified, in the order last used (a Map keeps insertion order). */
  const verified = new Map<string, Visitor>();

  function remember(token: string, visitor: Visitor): void {
    verified.delete(token);
    verified.set(token, visitor);
    if (verified.size > VERIFIED_TOKENS_KEPT) verified.delete(verified.keys().next().value!);
  }

  /** A remembered token's visitor while the token has not expired (as jose decides: exp after now, in seconds). */
  function rememberedVisitor(token: string): Visitor | undefined {
    const visitor = verified.get(token);
    if (!visitor) return undefined;
    if (visitor.expiresAt.getTime() / 1000 <= Math.floor(clock().getTime() / 1000)) {
      verified.delete(token);
      return undefined;
    }
    remember(token, visitor);
    return visitor;
  }

  async function sign(visitorId: string): Promise<{ token: string; expiresIn: number }> {
    const issuedAt = Math.floor(clock().getTime() / 1000);
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(visitorId)
      .setAudience(AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + VISITOR_TOKEN_SECONDS)
      .sign(await key);
    return { token, expiresIn: VISITOR_TOKEN_SECONDS };
  }

  /** The visitor of a token signed by us, accepted up to `toleranceSeconds` after its expiry. */
  async function verifyWithin(token: string, toleranceSeconds: number): Promise<Visitor | undefined> {
    try {
      const { payload } = await jwtVerify(token, await key, {
        algorithms: [ALGORITHM],
        audience: AUDIENCE,
        currentDate: clock(),
        clockTolerance: toleranceSeconds,
        requiredClaims: ["sub", "exp"],
      });
      if (!payload.sub || payload.exp === undefined) return undefined;
      return { id: payload.sub, expiresAt: new Date(payload.exp * 1000) };
    } catch {
      return undefined;
    }
  }

  return {
    /** A token for a new visitor. */
    issue(): Promise<{ token: string; expiresIn: number }> {
      return sign(randomUUID());
    },

    /**
     * A fresh token for the visitor an old token names, so their quotes stay theirs: the old token must
     * carry our signature and have expired less than VISITOR_RENEWAL_WINDOW_SECONDS ago (or not at all).
     * Undefined for a forged, foreign or too old token.
     */
    async renew(oldToken: string): Promise<{ token: string; expiresIn: number } | undefined> {
      const visitor = await verifyWithin(oldToken, VISITOR_RENEWAL_WINDOW_SECONDS);
      return visitor ? sign(visitor.id) : undefined;
    },

    /** The visitor a token names, or undefined when it is forged, expired or not a visitor token. */
    async verify(token: string): Promise<Visitor | undefined> {
      const remembered = rememberedVisitor(token);
      if (remembered) return remembered;
      const visitor = await verifyWithin(token, 0);
      if (visitor) remember(token, visitor);
      return visitor;
    },
  };
}
