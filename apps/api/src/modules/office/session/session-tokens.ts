import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: the session cookie's value and the CSRF token are each one of these. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a session token: its SHA-256 (the token is random, so no salt is needed). */
export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Constant-time comparison of two secrets of any length (both are hashed to the same length first). */
export function secretsEqual(a: string, b: string): boolean {
  const digestA = createHash("sha256").update(a).digest();
  const digestB = createHash("sha256").update(b).digest();
  return timingSafeEqual(digestA, digestB);
}
