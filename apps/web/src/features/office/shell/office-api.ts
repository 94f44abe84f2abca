import { ApiError } from "../../../shared/api/api-error.ts";
import { type AnsweredFile, fetchFile } from "../../../shared/api/fetch-file.ts";
import { type HttpRequest, sendRequest } from "../../../shared/api/http.ts";
import { confirmRememberedSession, csrfToken, sessionLost } from "./office-session.ts";

/**
 * A call as the signed-in member: the session cookie goes by itself (same origin), the session's CSRF
 * token in `x-csrf-token`. A 401 means the session ended: the office returns to its sign-in page, which
 * brings the member back here once signed in. Errors reach the caller as ApiError or NetworkError either way.
 */
async function asStaff<T>(request: HttpRequest, send: (request: HttpRequest) => Promise<T>): Promise<T> {
  try {
    if (request.method !== undefined && request.method !== "GET") await confirmRememberedSession();
    const token = csrfToken();
    return await send({
      ...request,
      headers: { ...request.headers, ...(token ? { "x-csrf-token": token } : {}) },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) sessionLost();
    throw error;
  }
}

/** A call of an office page, in the language of every call. */
export function officeRequest(path: string, request: HttpRequest = {}): Promise<unknown> {
  return asStaff(request, (sent) => sendRequest(path, sent));
}

/** A file an office page downloads (an export), with the name the server gives it. */
export function officeFile(path: string, request: HttpRequest = {}): Promise<AnsweredFile> {
  return asStaff(request, (sent) => fetchFile(path, sent));
}
