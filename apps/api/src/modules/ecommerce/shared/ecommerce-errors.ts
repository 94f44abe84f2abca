import type { Language } from "@park/domain/constants.ts";
import type { FieldIssue } from "@park/domain/quote/date-limits.ts";
import { QUOTE_FIELD_MESSAGES } from "@park/domain/quote/quote-schemas.ts";
import { SALE_ISSUE_MESSAGES } from "@park/domain/quote/sale-rules.ts";
import { UNIT_CHOICE_MESSAGES } from "@park/domain/quote/unit-choice.ts";
import { fieldMessage } from "../../../http/messages.ts";

type Text = Record<Language, string>;

/** Error codes of the quote, reservation and capacity calls; can_not_save_reservation and quote_paid are the spec's (000 §8). */
export const ECOMMERCE_ERROR_MESSAGES = {
  validation_error: { es: "Los datos enviados no son válidos", en: "The data sent is not valid" },
  quote_not_found: { es: "No encontramos esta cotización", en: "We could not find this quote" },
  quote_not_yours: {
    es: "Esta cotización se hizo en otro navegador; solo desde ese navegador se puede cambiar",
    en: "This quote was made in another browser; it can only be changed from that browser",
  },
  quote_paid: {
    es: "El pago de esta visita ya fue realizado previamente",
    en: "The payment for this visit has already been made",
  },
  quote_payment_pending: {
    es: "El pago de esta visita se está procesando; espera a que termine",
    en: "The payment for this visit is being processed; please wait until it finishes",
  },
  can_not_save_reservation: {
    es: "Alguno de los hospedajes no está disponible",
    en: "Some of the lodgings is not available",
  },
  no_price: {
    es: "No hay precios para estas fechas: {dates}. Elige otras fechas.",
    en: "There are no prices for these dates: {dates}. Please choose other dates.",
  },
  no_activity_price: {
    es: "Las actividades no tienen precios para la fecha de tu visita",
    en: "The activities have no prices for the date of your visit",
  },
  sale_not_started: {
    es: "No hay un pago en curso para esta visita",
    en: "No payment of this visit is under way",
  },
  // Why a sale refuses a quote (capacity_full is the spec's text, 000 §8).
  ...SALE_ISSUE_MESSAGES,
} as const satisfies Record<string, Text>;

export type EcommerceErrorCode = keyof typeof ECOMMERCE_ERROR_MESSAGES;

export type EcommerceErrorDetails = {
  fields?: FieldIssue[];
  /** Names of the lodging units that could not be held (can_not_save_reservation). */
  unavailable?: string[];
  /** Dates without a price (no_price). */
  dates?: string[];
};

/** An expected failure of these modules; the module error handler answers it in the request's language. */
export class EcommerceError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: EcommerceErrorCode,
    readonly details: EcommerceErrorDetails = {},
  ) {
    super(code);
    this.name = "EcommerceError";
  }
}

/** The text of a field message key of the quote schemas, the unit choice or the shared catalog schemas. */
export function fieldText(key: string, language: Language): string {
  const text = QUOTE_FIELD_MESSAGES[key] ?? UNIT_CHOICE_MESSAGES[key];
  return text ? text[language] : fieldMessage(key, language);
}

export type EcommerceErrorBody = {
  error: string;
  message: string;
  fields?: { path: string; message: string }[];
  unavailable?: string[];
  dates?: string[];
};

export function validationBody(issues: readonly FieldIssue[], language: Language): EcommerceErrorBody {
  const fields = issues.map((issue) => ({ path: issue.path, message: fieldText(issue.message, language) }));
  return {
    error: "validation_error",
    message: fields.map((f) => `${f.path}: ${f.message}`).join("; "),
    fields,
  };
}

export function ecommerceErrorBody(error: EcommerceError, language: Language): EcommerceErrorBody {
  const { fields, unavailable, dates } = error.details;
  if (fields) return validationBody(fields, language);
  const message = ECOMMERCE_ERROR_MESSAGES[error.code][language].replace("{dates}", (dates ?? []).join(", "));
  return {
    error: error.code,
    message,
    ...(unavailable ? { unavailable } : {}),
    ...(dates ? { dates } : {}),
  };
}

/** 400 listing the fields, with their message keys. */
export function invalidFields(fields: FieldIssue[]): EcommerceError {
  return new EcommerceError(400, "validation_error", { fields });
}
