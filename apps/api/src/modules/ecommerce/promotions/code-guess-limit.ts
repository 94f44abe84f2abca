import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { attemptLimits } from "../../../http/attempt-limits.ts";
import { verifiedVisitorId } from "../../auth/visitor/require-visitor.ts";

/**
 * Unknown codes a visitor (their token's subject) and an address (request.ip, the client's own when
 * TRUST_PROXY says so) may try per window. A new token costs a visitor nothing, hence the second limit
 * per address, higher so a family or an office behind one address is not locked out by one guesser.
 * Only codes that name no promotion count: retrying a real code (after moving the visit) is not guessing.
 */
export const CODE_GUESS_LIMITS = {
  perVisitor: 10,
  perAddress: 30,
  timeWindow: "15 minutes",
} as const;

export type CodeGuessLimit = ReturnType<typeof createCodeGuessLimit>;

export function createCodeGuessLimit(app: FastifyInstance) {
  const limiters = attemptLimits(app, {
    name: "promotion-code",
    subjectKind: "visitor",
    subject: verifiedVisitorId,
    perSubject: CODE_GUESS_LIMITS.perVisitor,
    perAddress: CODE_GUESS_LIMITS.perAddress,
    timeWindow: CODE_GUESS_LIMITS.timeWindow,
  });

  return {
    /** preHandler (after requireVisitor): 429 too_many_code_attempts once either limit is used up. */
    async check(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      for (const limiter of limiters) {
        const state = await limiter(request, { increment: false });
        if (!state.isAllowed && state.remaining === 0) {
          reply.header("retry-after", state.ttlInSeconds);
          throw new AppError(429, "too_many_code_attempts");
        }
      }
    },

    /** Counts a code that named no promotion against the visitor and the address. */
    async countGuess(request: FastifyRequest): Promise<void> {
      for (const limiter of limiters) await limiter(request);
    },
  };
}
