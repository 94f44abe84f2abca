import { i18n } from "../i18n/i18n.ts";
import { currentLanguage } from "../i18n/language.ts";
import { ApiError, type ApiFieldError, NetworkError } from "./api-error.ts";
import { takeEarlyAnswer } from "./early-answer.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface HttpRequest {
  method?: HttpMethod;
  query?: Record<string, string | number | boolean | undefined>;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as multipart form data (file uploads); the browser sets the boundary header. */
  formData?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function urlFor(path: string, query: HttpRequest["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function fieldErrors(value: unknown): ApiFieldError[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) =>
    isRecord(item) && typeof item.path === "string" && typeof item.message === "string"
      ? [{ path: item.path, message: item.message }]
      : [],
  );
}

export async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Turns an error answer into an ApiError; a body that is not our error JSON still gets a readable message. */
export function toApiError(status: number, body: unknown): ApiError {
  if (isRecord(body) && typeof body.error === "string" && typeof body.message === "string") {
    return new ApiError(status, body.error, body.message, fieldErrors(body.fields), body);
  }
  return new ApiError(status, `http_${status}`, i18n.t("errors.unexpected"));
}

/**
 * One call to our API: sends the visitor's language so messages come back in it, and returns the parsed
 * body of a successful answer (null when empty). Callers check its shape.
 */
export async function sendRequest(path: string, request: HttpRequest = {}): Promise<unknown> {
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": currentLanguage(),
    ...request.headers,
  };
  let body: BodyInit | undefined;
  if (request.formData) {
    body = request.formData;
  } else if (request.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(request.json);
  }
  const url = urlFor(path, request.query);
  // A plain read the page's head script already started (early-answer.ts) is not sent twice.
  const early = takeEarlyAnswer(url, {
    reads:
      (request.method ?? "GET") === "GET" && request.headers === undefined && request.signal === undefined,
    language: currentLanguage(),
  });
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method: request.method ?? "GET",
        headers,
        body,
        signal: request.signal,
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new NetworkError(i18n.t("errors.network"), { cause });
  }
  const parsed = await readBody(response);
  if (!response.ok) throw toApiError(response.status, parsed);
  return parsed;
}
