import { z } from "zod/mini";
import { USA } from "./charge-amount.ts";

/** Maximum lengths of the contact and payment form (000 §5), counted after trimming. */
export const CHECKOUT_MAX_LENGTH = {
  name: 45,
  lastname: 45,
  email: 255,
  otherCountry: 40,
  otherState: 40,
  city: 40,
  cardOwner: 40,
  /** The mask "(###) ###-####" is 14 characters. */
  phoneNumber: 14,
} as const;

/** Code of the "other" choice of the country and state lists; it reveals a free text field (000 §5). */
export const OTHER_CHOICE = "OTHER";
/** The states the form offers for the USA (000 §5): the border states and "other". */
export const USA_CONTACT_STATES = ["AZ", "CA", "NV", OTHER_CHOICE] as const;

const PHONE_MASK = /^\(\d{3}\) \d{3}-\d{4}$/;
const PHONE_DIGITS = 10;

/** "(646) 123-4567" for the digits typed so far, as the mask shows them while typing. */
export function formatPhoneMask(value: string): string {
  const digits = value.replace(/\D/g, "").slice(0, PHONE_DIGITS);
  if (digits.length === 0) return "";
  if (digits.length <= 3) return `(${digits}`;
  if (digits.length <= 6) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Whether a phone is complete: the whole mask, or the 10 digits the mask stands for (what is sent). */
export function isCompletePhone(value: string): boolean {
  return PHONE_MASK.test(value) || new RegExp(`^\\d{${PHONE_DIGITS}}$`).test(value);
}

/** Each word with its first letter in capitals ("maría de la luz" -> "María De La Luz"), spaces collapsed. */
export function capitalizeName(value: string): string {
  return value
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toLocaleUpperCase("es") + word.slice(1))
    .join(" ");
}

function isBlank(value: unknown): boolean {
  return typeof value !== "string" || value.trim() === "";
}

/** A missing value reads "required"; a value of another type gets `key`. */
export function fieldError(key: string) {
  return {
    error: (issue: { input?: unknown }) =>
      issue.input === undefined || issue.input === null ? "required" : key,
  };
}

const requiredError = fieldError("invalid_value");

/** A trimmed text that must be present and at most `max` characters long. */
export function requiredText(max: number) {
  return z
    .string(requiredError)
    .check(z.trim(), z.minLength(1, { message: "required" }), z.maxLength(max, { message: "too_long" }));
}

/** A trimmed free text that may be absent; empty becomes null. */
function optionalText(max: number) {
  return z.pipe(
    z.nullish(z.string(requiredError).check(z.trim(), z.maxLength(max, { message: "too_long" }))),
    z.transform((value) => (value ? value : null)),
  );
}

const personName = (max: number) => z.pipe(requiredText(max), z.transform(capitalizeName));

const email = z.pipe(
  z
    .string(requiredError)
    .check(
      z.trim(),
      z.minLength(1, { message: "required" }),
      z.maxLength(CHECKOUT_MAX_LENGTH.email, { message: "too_long" }),
    ),
  z.email({ message: "invalid_email" }),
);

/** The phone as typed (mask) or sent (digits); the digits come out, or null when none was given. */
const phone = z.pipe(
  z
    .nullish(
      z
        .string(requiredError)
        .check(z.trim(), z.maxLength(CHECKOUT_MAX_LENGTH.phoneNumber, { message: "too_long", abort: true })),
    )
    .check(z.refine((value) => !value || isCompletePhone(value), { message: "invalid_phone" })),
  z.transform((value) => (value ? value.replace(/\D/g, "") : null)),
);

/**
 * The contact of the payment (000 §3 Contact, §5 rules). `country` and `state` are codes of
 * GET /api/catalog/country or "OTHER", whose free text goes in `otherCountry` / `otherState`; a
 * country "OTHER" has no state list, so its state is the optional free text only. The phone is
 * required only when the quote has lodging: `phoneRequired` says so (the server decides it from the
 * quote, the web from the quote it shows). Whether a code exists in the catalog is the server's check.
 */
export function contactSchema(options: { phoneRequired: boolean }) {
  return z.pipe(
    z
      .object({
        name: personName(CHECKOUT_MAX_LENGTH.name),
        lastname: personName(CHECKOUT_MAX_LENGTH.lastname),
        email,
        country: requiredText(10),
        otherCountry: optionalText(CHECKOUT_MAX_LENGTH.otherCountry),
        state: z.pipe(
          z.nullish(z.string(requiredError).check(z.trim(), z.maxLength(10, { message: "invalid_state" }))),
          z.transform((value) => (value ? value : null)),
        ),
        otherState: optionalText(CHECKOUT_MAX_LENGTH.otherState),
        city: requiredText(CHECKOUT_MAX_LENGTH.city),
        phoneNumber: phone,
      })
      .check(
        z.superRefine((contact, ctx) => {
          const otherCountry = contact.country === OTHER_CHOICE;
          if (otherCountry && isBlank(contact.otherCountry)) {
            ctx.addIssue({ code: "custom", path: ["otherCountry"], message: "required" });
          }
          if (!otherCountry && isBlank(contact.state)) {
            ctx.addIssue({ code: "custom", path: ["state"], message: "required" });
          }
          const usaStates: readonly (string | null)[] = USA_CONTACT_STATES;
          if (contact.country === USA && !isBlank(contact.state) && !usaStates.includes(contact.state)) {
            ctx.addIssue({ code: "custom", path: ["state"], message: "invalid_state" });
          }
          if (!otherCountry && contact.state === OTHER_CHOICE && isBlank(contact.otherState)) {
            ctx.addIssue({ code: "custom", path: ["otherState"], message: "required" });
          }
          if (options.phoneRequired && isBlank(contact.phoneNumber)) {
            ctx.addIssue({ code: "custom", path: ["phoneNumber"], message: "required" });
          }
        }),
      ),
    z.transform((contact) => {
      const otherCountry = contact.country === OTHER_CHOICE;
      return {
        ...contact,
        // Free texts only where their choice is "other", so nothing stale is stored.
        otherCountry: otherCountry ? contact.otherCountry : null,
        state: otherCountry ? null : contact.state,
        otherState: otherCountry || contact.state === OTHER_CHOICE ? contact.otherState : null,
      };
    }),
  );
}

/** The contact as the API receives it (phone digits) and stores it. */
export type ContactPayload = z.output<ReturnType<typeof contactSchema>>;
/** The contact as the form holds it (phone with its mask). */
export type ContactFormValues = z.input<ReturnType<typeof contactSchema>>;
