/** A field the server refused, as the API reports it (`fields` of the error JSON). */
export interface ApiFieldError {
  path: string;
  message: string;
}

/**
 * An answer of our API that was not a success. `message` is already in the visitor's language
 * (the request carried Accept-Language), so screens may show it as it is.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: readonly ApiFieldError[] = [],
    /** The whole error answer, for calls whose errors carry more (promotion_moves_visit's visit). */
    readonly body: unknown = null,
  ) {
    super(message);
  }
}

/** The request never got an answer (offline, server down, aborted by the network). */
export class NetworkError extends Error {
  override readonly name = "NetworkError";
}

/** What a failed call has to say: its message (an ApiError's is in the visitor's language). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
