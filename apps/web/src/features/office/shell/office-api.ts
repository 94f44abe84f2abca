import { ApiError } from "../../../shared/api/api-error.ts";
import { type HttpRequest, sendRequest } from "../../../shared/api/http.ts";
import { confirmRememberedSession, csrfToken, sessionLost } from "./office-session.ts";

/**
 * A call of an office page: the session cookie goes by itself (same origin), the session's CSRF token
 * in `x-csrf-token`, and the language as for every call. A 401 means the session ended: the office
 * returns to its sign-in page, which brings the member back here once signed in. Errors reach the
 * caller as ApiError or NetworkError either way.
 */
export async function officeRequest(path: string, request: HttpRequest = {}): Promise<unknown> {
  try {
    if (request.method !== undefined && request.method !== "GET") await confirmRememberedSession();
    const token = csrfToken();
    return await sendRequest(path, {
      ...request,
      headers: { ...request.headers, ...(token ? { "x-csrf-token": token } : {}) },
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) sessionLost();
    throw error;
  }
}
