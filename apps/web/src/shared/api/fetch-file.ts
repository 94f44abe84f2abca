import { i18n } from "../i18n/i18n.ts";
import { currentLanguage } from "../i18n/language.ts";
import { NetworkError } from "./api-error.ts";
import { attachmentName } from "./content-disposition.ts";
import { type HttpRequest, readBody, toApiError, urlFor } from "./http.ts";

/** A file our API answered, and the name its Content-Disposition gives it (null when it gives none). */
export interface AnsweredFile {
  blob: Blob;
  fileName: string | null;
}

/**
 * A file from our API (an export), read whole. A refusal comes as the ApiError any call's does, in the
 * visitor's language, so the page says why instead of saving the error as the file. Its own module, not
 * http.ts's: every page loads that one, and only the office downloads.
 */
export async function fetchFile(path: string, request: HttpRequest = {}): Promise<AnsweredFile> {
  try {
    const response = await fetch(urlFor(path, request.query), {
      headers: { "Accept-Language": currentLanguage(), ...request.headers },
      signal: request.signal,
    });
    if (!response.ok) throw toApiError(response.status, await readBody(response));
    const blob = await response.blob();
    return { blob, fileName: attachmentName(response.headers.get("content-disposition")) };
  } catch (cause) {
    if (cause instanceof Error && (cause.name === "ApiError" || cause.name === "AbortError")) throw cause;
    throw new NetworkError(i18n.t("errors.network"), { cause });
  }
}
