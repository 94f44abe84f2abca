import { z } from "zod/mini";
import { capitalizeName, fieldError, requiredText } from "../checkout/contact-schema.ts";
import type { Language } from "../constants.ts";

/** Maximum lengths of the contact form (001 §5), counted after trimming. */
export const FEEDBACK_MAX_LENGTH = { name: 80, email: 320, message: 1500 } as const;

/**
 * The six subjects of the contact form (001 §3 Feedback), in the spec's order. The form sends the id;
 * the spec names the subjects but not their ids, so they are numbered in that order.
 */
export const FEEDBACK_SUBJECTS = [
  { id: 1, label: { es: "Dudas y preguntas", en: "Doubts and questions" } },
  { id: 2, label: { es: "Reservación de cabaña", en: "Cabin reservation" } },
  { id: 3, label: { es: "Cotización para empresa", en: "Company quotation" } },
  { id: 4, label: { es: "Cotización para grupo", en: "Group quotation" } },
  { id: 5, label: { es: "Comentarios o sugerencias", en: "Comments or suggestions" } },
  { id: 6, label: { es: "Quejas", en: "Complaints" } },
] as const satisfies ReadonlyArray<{ id: number; label: Record<Language, string> }>;

export type FeedbackSubjectId = (typeof FEEDBACK_SUBJECTS)[number]["id"];

const SUBJECT_IDS: readonly number[] = FEEDBACK_SUBJECTS.map((subject) => subject.id);

export function feedbackSubjectLabel(id: number, language: Language): string | undefined {
  return FEEDBACK_SUBJECTS.find((subject) => subject.id === id)?.label[language];
}

/** Why a contact form field is refused (texts: the web's locales, contact.form.fieldErrors; 001 §8 words two). */
export type FeedbackFieldMessageKey = "required" | "invalid_email" | "too_long" | "invalid_value";

/**
 * The contact form (001 §5): every field required and trimmed; the name at most 80 characters and
 * capitalised, the e-mail valid and at most 320, the message at most 1500; the subject one of the six ids.
 * The web validates with it as the visitor types and the API again on arrival.
 */
export const feedbackSchema = z.object({
  name: z.pipe(requiredText(FEEDBACK_MAX_LENGTH.name), z.transform(capitalizeName)),
  email: z.pipe(
    z
      .string(fieldError("invalid_email"))
      .check(
        z.trim(),
        z.minLength(1, { message: "required" }),
        z.maxLength(FEEDBACK_MAX_LENGTH.email, { message: "too_long" }),
      ),
    z.email({ message: "invalid_email" }),
  ),
  subject: z.number(fieldError("invalid_value")).check(
    z.int({ message: "invalid_value" }),
    z.refine((id) => SUBJECT_IDS.includes(id), { message: "invalid_value" }),
  ),
  message: requiredText(FEEDBACK_MAX_LENGTH.message),
});

/** What the form holds before it is checked. */
export type FeedbackInput = z.input<typeof feedbackSchema>;
/** What is sent and stored: trimmed, the name capitalised. */
export type Feedback = z.output<typeof feedbackSchema>;
