import { ApiError } from "./api-error.ts";
import { type HttpRequest, sendRequest } from "./http.ts";
import { renewVisitorToken, visitorToken } from "./visitor-token.ts";

export interface ApiRequest extends HttpRequest {
  /** A "secure variant" call of the spec: carries the visitor token (DESIGN §5). */
  secure?: boolean;
}

async function sendSecure(path: string, request: HttpRequest): Promise<unknown> {
  const withToken = (token: string) =>
    sendRequest(path, { ...request, headers: { ...request.headers, Authorization: `Bearer ${token}` } });
  const token = await visitorToken();
  try {
    return await withToken(token);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    // The token may have expired on the server's clock: one retry, renewed for the same visitor so the
    // quotes it made stay theirs.
    return withToken(await renewVisitorToken(token));
  }
}

/**
 * Calls our API and returns the parsed answer. Errors arrive as ApiError (with the server's code and
 * a message in the visitor's language) or NetworkError.
 */
export async function apiRequest(
  path: string,
  { secure = false, ...request }: ApiRequest = {},
): Promise<unknown> {
  return secure ? sendSecure(path, request) : sendRequest(path, request);
}
