import type { Language } from "@park/domain/constants.ts";
import { contentFieldMessage } from "@park/domain/content/content-messages.ts";
import type { z } from "zod";
import { ApiError } from "../../../shared/api/api-error.ts";
import { CONTENT_TEXTS } from "./content-texts.ts";

/** A refusal as the form shows it: a message per field (in the office's language), and one for the whole form. */
export type FormProblem = { fields: Record<string, string>; message: string } | null;

/** The API's refusal; field errors get one short line for the form (each field already says what is wrong). */
export function problemOf(error: unknown, language: Language): FormProblem {
  if (error instanceof ApiError) {
    const fields = Object.fromEntries(error.fields.map((f) => [f.path, f.message]));
    const message = error.fields.length > 0 ? CONTENT_TEXTS[language].checkFields : error.message;
    return { fields, message };
  }
  return { fields: {}, message: error instanceof Error ? error.message : String(error) };
}

/**
 * The same check the API makes (the domain's schema), before sending: the admin sees what is wrong at
 * once, in the same words, and the server only sees drafts that pass (it checks them again).
 */
export function draftProblem(schema: z.ZodType, draft: unknown, language: Language): FormProblem {
  const result = schema.safeParse(draft);
  if (result.success) return null;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join(".");
    fields[path] ??= contentFieldMessage(issue.message, language) ?? CONTENT_TEXTS[language].invalidValue;
  }
  return { fields, message: CONTENT_TEXTS[language].checkFields };
}
