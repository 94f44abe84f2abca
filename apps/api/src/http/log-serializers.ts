import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error.ts";

/**
 * What the logs keep of requests and errors: codes, ids and timings, never a value a visitor or an
 * applicant sent. A request is its method, path and route, not its query string (names, e-mails and
 * searches travel there), headers (tokens, cookies) or body. An error is its class, code and stack frames,
 * not its message: PostgreSQL's messages and details, a failed query's parameters, a mail server's answer
 * and a JSON parser's complaint all quote the values they were given.
 */

type LoggedRequest = { method: string; url: string; route?: string };

function requestForLog(request: FastifyRequest): LoggedRequest {
  const query = request.url.indexOf("?");
  return {
    method: request.method,
    url: query === -1 ? request.url : request.url.slice(0, query),
    route: request.routeOptions?.url,
  };
}

type LoggedError = {
  type: string;
  /** Only our own fixed texts (hasOwnMessage); any other message is withheld. */
  message: string;
  code?: string;
  statusCode?: number;
  /** A PostgreSQL error's place: names of the schema, never the values. */
  table?: string;
  column?: string;
  constraint?: string;
  routine?: string;
  /** The frames only: the stack's first line repeats the message. */
  stack: string;
  cause?: LoggedError;
};

const WITHHELD = "(withheld: it may quote values)";

/** Messages that are fixed texts or codes of our own, and so hold no value anyone sent. */
function hasOwnMessage(err: Error & { code?: unknown }): boolean {
  return err instanceof AppError || (typeof err.code === "string" && err.code.startsWith("FST_"));
}

function stringField(err: object, key: string): string | undefined {
  const value = (err as Record<string, unknown>)[key];
  return typeof value === "string" ? value : undefined;
}

export function errorForLog(err: unknown, depth = 0): LoggedError {
  if (!(err instanceof Error)) return { type: typeof err, message: WITHHELD, stack: "" };
  const code = (err as { code?: unknown }).code;
  const statusCode = (err as { statusCode?: unknown }).statusCode;
  const frames = (err.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
  const logged: LoggedError = {
    type: err.name || err.constructor.name,
    message: hasOwnMessage(err) ? err.message : WITHHELD,
    stack: frames,
    ...(typeof code === "string" || typeof code === "number" ? { code: String(code) } : {}),
    ...(typeof statusCode === "number" ? { statusCode } : {}),
  };
  for (const key of ["table", "column", "constraint", "routine"] as const) {
    const value = stringField(err, key);
    if (value !== undefined) logged[key] = value;
  }
  if (err.cause !== undefined && depth < 3) logged.cause = errorForLog(err.cause, depth + 1);
  return logged;
}

/** The logger's serializers (app.ts): `req` for Fastify's request lines, `err` wherever an error is logged. */
export const logSerializers = {
  req: requestForLog,
  err: (err: unknown) => errorForLog(err),
};
