import { ApiError } from "../../../../shared/api/api-error.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";

/** The API's refusal as a form shows it: a message per field (in the office's language), and one for the form. */
export interface Refusal {
  fields: Record<string, string>;
  message: string;
}

/** Field errors get one short line for the form (each field already says what is wrong). */
export function refusalOf(error: unknown, t: TFunction): Refusal {
  if (error instanceof ApiError) {
    const fields = Object.fromEntries(error.fields.map((f) => [f.path, f.message]));
    const message = error.fields.length > 0 ? t("office.content.checkFields") : error.message;
    return { fields, message };
  }
  return { fields: {}, message: error instanceof Error ? error.message : String(error) };
}
