import type { FastifyInstance } from "fastify";
import { invalidFields } from "./app-error.ts";

/**
 * Control characters no form of the site types (tab, line feed and carriage return are text) and halves of
 * a UTF-16 pair without the other half. PostgreSQL cannot store a NUL (22021) and a lone surrogate reaches it
 * as U+FFFD, so a value holding any of them is refused before any code sees it, with the field named.
 */
function isText(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c < 0x20) {
      if (c !== 0x09 && c !== 0x0a && c !== 0x0d) return false;
    } else if (c === 0x7f) {
      return false;
    } else if (c >= 0xd800 && c <= 0xdbff) {
      const next = value.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (c >= 0xdc00 && c <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** The message key of a refused value (the catalogue's `fields`, texts/es.json). */
const CONTROL_CHARACTERS_KEY = "control_characters";

/** The first path in `value` (its keys joined by ".") whose string, or key, is not text; undefined if none. */
function firstNonTextPath(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return isText(value) ? undefined : path;
  if (value === null || typeof value !== "object") return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (!isText(key)) return innerPath;
    const found = firstNonTextPath(inner, innerPath);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** Throws 400 validation_error naming the field when `value` holds a control character or a lone surrogate. */
export function refuseNonText(value: unknown, path: string): void {
  const found = firstNonTextPath(value, path);
  if (found !== undefined)
    throw invalidFields([{ path: found || "request", message: CONTROL_CHARACTERS_KEY }]);
}

/**
 * The one check of every call's query string, path parameters and parsed body (JSON), before validation;
 * multipart fields, read by their route, go through refuseNonText as they arrive.
 */
export function refuseNonTextInRequests(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    refuseNonText(request.query, "");
    refuseNonText(request.params, "");
    refuseNonText(request.body, "");
  });
}
