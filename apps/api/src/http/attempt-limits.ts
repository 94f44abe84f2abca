import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * The same attempts counted twice in one window, in the app's rate-limit store (Redis with REDIS_URL,
 * so every process shares them): per subject (a visitor, an account) and per address (request.ip, the
 * client's own when TRUST_PROXY says so). Keys read `<name>:<subject kind>:<subject>` and
 * `<name>:address:<ip>`.
 */
export function attemptLimits(
  app: FastifyInstance,
  limits: {
    name: string;
    subjectKind: string;
    subject: (request: FastifyRequest) => string;
    perSubject: number;
    perAddress: number;
    timeWindow: string;
  },
) {
  const { name, subjectKind, subject, perSubject, perAddress, timeWindow } = limits;
  return [
    app.createRateLimit({
      max: perSubject,
      timeWindow,
      keyGenerator: (request) => `${name}:${subjectKind}:${subject(request)}`,
    }),
    app.createRateLimit({
      max: perAddress,
      timeWindow,
      keyGenerator: (request) => `${name}:address:${request.ip}`,
    }),
  ];
}
