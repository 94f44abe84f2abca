import { createHmac } from "node:crypto";
import { type Challenge, createChallenge, type Payload, verifySolution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

/**
 * Self-hosted ALTCHA (issue 12 item 4): challenges signed with our key, solutions checked here, no third
 * party. A key must start with one zero byte (256 tries on average) and each try hashes COST times: some
 * 12,800 SHA-256 rounds, a fraction of a second in a phone's browser, and a cost per application for a
 * bulk sender, on top of the rate limit and each challenge counting once.
 */
const ALGORITHM = "SHA-256";
const COST = 50;
/** How long a challenge may be solved and sent; the widget shows it expired after this. */
export const CAPTCHA_LIFETIME_MS = 20 * 60_000;

/**
 * The challenges' HMAC key, derived from the token secret (TOKEN_SECRET, or the one generated into DATA_DIR)
 * so it is configured and kept the same way, yet a leaked captcha key would sign no visitor token.
 */
export function captchaKeyFrom(tokenSecret: Uint8Array): string {
  return createHmac("sha256", tokenSecret).update("job-application-captcha").digest("hex");
}

export type CaptchaVerdict = { ok: true; signature: string; expiresAt: Date } | { ok: false };

/**
 * Expiry is real time (Date.now), not the park's clock: it measures how fresh a proof of work is, and a
 * clock pinned for a demo (CLOCK_NOW) would otherwise make every challenge expired or eternal.
 */
export function createCaptcha(key: string) {
  return {
    challenge(): Promise<Challenge> {
      return createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        deriveKey,
        expiresAt: new Date(Date.now() + CAPTCHA_LIFETIME_MS),
        hmacSignatureSecret: key,
      });
    },

    /**
     * The widget's payload (base64 JSON of the challenge and its solution): ok with the challenge's
     * signature (to refuse a second use) when it is ours, unexpired and solved.
     */
    async verify(payload: string | undefined): Promise<CaptchaVerdict> {
      const decoded = decodePayload(payload);
      if (!decoded) return { ok: false };
      const { challenge, solution } = decoded;
      const expiresAt = challenge.parameters?.expiresAt;
      // A challenge without an expiry is not one we made.
      if (typeof expiresAt !== "number" || typeof challenge.signature !== "string") return { ok: false };
      try {
        const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: key });
        return result.verified
          ? { ok: true, signature: challenge.signature, expiresAt: new Date(expiresAt * 1000) }
          : { ok: false };
      } catch {
        // A payload shaped to make the library throw (wrong types, unknown algorithm) is just not solved.
        return { ok: false };
      }
    },
  };
}

function decodePayload(payload: string | undefined): Payload | null {
  if (!payload || payload.length > 4_000) return null;
  try {
    const decoded: unknown = JSON.parse(Buffer.from(payload, "base64").toString("utf8"));
    if (typeof decoded !== "object" || decoded === null) return null;
    const { challenge, solution } = decoded as Partial<Payload>;
    if (
      typeof challenge !== "object" ||
      challenge === null ||
      typeof solution !== "object" ||
      solution === null
    )
      return null;
    if (typeof challenge.parameters !== "object" || challenge.parameters === null) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}
