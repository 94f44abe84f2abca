import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { attemptLimits } from "../../../http/attempt-limits.ts";

/**
 * Password tries per account and per address in a window (attemptLimits). Every try counts, right ones
 * too, and it is counted before the password is checked: a burst of parallel guesses cannot slip in
 * before the count. Ten per account is plenty for a person who mistypes and nothing for a guesser; the
 * address limit is higher because the park's staff share the office's one address.
 */
export const SIGN_IN_LIMITS = {
  perAccount: 10,
  perAddress: 50,
  timeWindow: "15 minutes",
} as const;

export type SignInLimit = ReturnType<typeof createSignInLimit>;

export function createSignInLimit(app: FastifyInstance) {
  /** The normalised e-mail a request tries, set just before counting it. */
  const accountOf = new WeakMap<FastifyRequest, string>();
  const limiters = attemptLimits(app, {
    name: "staff-sign-in",
    subjectKind: "account",
    subject: (request) => accountOf.get(request) ?? "",
    perSubject: SIGN_IN_LIMITS.perAccount,
    perAddress: SIGN_IN_LIMITS.perAddress,
    timeWindow: SIGN_IN_LIMITS.timeWindow,
  });

  return {
    /** Counts a password try for `email` from the request's address: 429 once either limit is spent. */
    async countTry(request: FastifyRequest, reply: FastifyReply, email: string): Promise<void> {
      accountOf.set(request, email);
      let retryAfter = 0;
      for (const limiter of limiters) {
        const state = await limiter(request);
        if (!state.isAllowed && state.isExceeded) retryAfter = Math.max(retryAfter, state.ttlInSeconds);
      }
      if (retryAfter > 0) {
        reply.header("retry-after", retryAfter);
        throw new AppError(429, "too_many_sign_in_attempts");
      }
    },
  };
}
