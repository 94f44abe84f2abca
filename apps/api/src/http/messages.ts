import {
  ACTIVITY_MESSAGES,
  type ActivityMessageKey,
  activityMessage,
} from "@park/domain/activities/activity-messages.ts";
import { activityName, type VisitActivityType } from "@park/domain/activities/activity-types.ts";
import {
  JOB_APPLICATION_MESSAGES,
  type JobApplicationMessageKey,
  jobApplicationMessage,
} from "@park/domain/careers/job-application-messages.ts";
import { CHECKOUT_FIELD_MESSAGES } from "@park/domain/checkout/checkout-messages.ts";
import type { Language } from "@park/domain/constants.ts";
import { contentFieldMessage } from "@park/domain/content/content-messages.ts";
import { DATE_CHANGE_MESSAGES } from "@park/domain/date-change/date-change-messages.ts";
import { GATE_ERROR_MESSAGES } from "@park/domain/gate/gate-messages.ts";
import { OFFICE_ORDER_MESSAGES } from "@park/domain/office-orders/refund-rules.ts";
import {
  OFFICE_PRICES_ERROR_MESSAGES,
  OFFICE_PRICES_FIELD_MESSAGES,
} from "@park/domain/office-prices/price-changes.ts";
import { STAFF_ERROR_MESSAGES, STAFF_FIELD_MESSAGES } from "@park/domain/office-staff/staff-messages.ts";
import { staffPasswordRefusalText } from "@park/domain/office-staff/staff-password-strength.ts";
import { OFFICE_TODAY_MESSAGES } from "@park/domain/office-today/day-overview.ts";
import { PROMOTION_APPLICABILITY_MESSAGES } from "@park/domain/promotions/promotion-applicability.ts";
import { PROMOTION_CODE_MESSAGES } from "@park/domain/promotions/promotion-code.ts";
import { QUOTE_FIELD_MESSAGES } from "@park/domain/quote/quote-schemas.ts";
import { SALE_ISSUE_MESSAGES } from "@park/domain/quote/sale-rules.ts";
import { UNIT_CHOICE_MESSAGES } from "@park/domain/quote/unit-choice.ts";
import { VEHICLE_ENTRY_MESSAGES } from "@park/domain/vehicle-entry.ts";

type Text = Record<Language, string>;

/**
 * Texts of every error code the API answers with, in both languages of the site. `{dates}` is replaced
 * by the dates the answer names. can_not_save_reservation, quote_paid and capacity_full are the spec's
 * texts (000 §8).
 */
const ERROR_MESSAGES = {
  validation_error: { es: "Los datos enviados no son válidos", en: "The data sent is not valid" },
  bad_request: { es: "La solicitud no es válida", en: "The request is not valid" },
  not_found: { es: "No encontramos lo que busca", en: "We could not find what you are looking for" },
  method_not_allowed: { es: "Método no permitido", en: "Method not allowed" },
  payload_too_large: { es: "La solicitud es demasiado grande", en: "The request is too large" },
  unsupported_media_type: { es: "Tipo de contenido no soportado", en: "Unsupported content type" },
  too_many_requests: {
    es: "Demasiadas solicitudes, inténtelo de nuevo en un momento",
    en: "Too many requests, please try again in a moment",
  },
  unauthorized: {
    es: "Su sesión no es válida o expiró; recargue la página",
    en: "Your session is not valid or has expired; please reload the page",
  },
  internal_error: {
    es: "Ocurrió un error, inténtelo nuevamente",
    en: "Something went wrong, please try again",
  },
  database_unavailable: {
    es: "Por el momento no podemos atender su solicitud; inténtelo de nuevo en unos minutos",
    en: "We cannot handle your request at the moment; please try again in a few minutes",
  },
  unavailable: {
    es: "El servicio no está disponible por el momento",
    en: "The service is not available at the moment",
  },
  no_price: {
    es: "No hay precios para estas fechas: {dates}. Elige otras fechas.",
    en: "There are no prices for these dates: {dates}. Please choose other dates.",
  },
  no_activity_price: {
    es: "Las actividades no tienen precios para la fecha de tu visita",
    en: "The activities have no prices for the date of your visit",
  },
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
  visit_not_paid: {
    es: "Esta visita aún no está pagada; el vehículo se registra después del pago",
    en: "This visit is not paid yet; the vehicle can be registered after the payment",
  },
  entry_exists: {
    es: "Ya se registró un vehículo para esta visita",
    en: "A vehicle is already registered for this visit",
  },
  total_changed: {
    es: "El total de tu visita cambió; revisa el nuevo total antes de pagar",
    en: "The total of your visit has changed; please check the new total before paying",
  },
  exchange_rate_changed: {
    es: "El tipo de cambio cambió; revisa el nuevo monto en dólares antes de pagar",
    en: "The exchange rate has changed; please check the new amount in dollars before paying",
  },
  card_country_mismatch: {
    es: "Tu tarjeta no es de Estados Unidos: elige su país de nuevo para pagar en pesos",
    en: "Your card is not from the USA: choose its country again to pay in pesos",
  },
  can_not_make_any_more_online_payments: {
    es: "Ya no es posible hacer más pagos en línea para esta visita; comunícate con el parque",
    en: "No more online payments can be made for this visit; please contact the park",
  },
  not_acceptable: { es: "Algo salió mal con la compra", en: "Something went wrong with the purchase" },
  sale_not_started: {
    es: "No hay un pago en curso para esta visita",
    en: "No payment of this visit is under way",
  },
  // The activity update's errors keep the spec's names (000 §8); the web shows its own text for each.
  "Hour out of range": ACTIVITY_MESSAGES.hours_out_of_range,
  "Not enough inventory": ACTIVITY_MESSAGES.slot_not_available,
  // The sale could not hold an activity's places again (000 §8); `{activity}` names it.
  activity_not_available: ACTIVITY_MESSAGES.activity_not_available,
  // Special codes: the code box's messages (000 §5, code_required / code_not_found / code_invalid) and why
  // a code does not apply to the quote (promotion-applicability.ts); `{max}` is the promotion's limit.
  ...PROMOTION_CODE_MESSAGES,
  promotion_with_3x2: PROMOTION_APPLICABILITY_MESSAGES.WITH_3X2,
  promotion_day_pass_at_night: PROMOTION_APPLICABILITY_MESSAGES.DAY_PASS_AT_NIGHT,
  promotion_lodge_capacity: PROMOTION_APPLICABILITY_MESSAGES.LODGE_CAPACITY,
  promotion_no_saving: PROMOTION_APPLICABILITY_MESSAGES.NO_SAVING,
  promotion_moves_visit: {
    es: "Este código es para otras fechas u otro horario de llegada; cambia tu visita para usarlo",
    en: "This code is for other dates or another arrival time; change your visit to use it",
  },
  promotion_not_applied: {
    es: "Esta promoción no está aplicada a tu visita",
    en: "This promotion is not applied to your visit",
  },
  promotion_no_longer_applies: {
    es: "Tu código especial ya no aplica a esta visita; cancélalo o cambia tu visita antes de pagar",
    en: "Your special code no longer applies to this visit; cancel it or change your visit before paying",
  },
  too_many_code_attempts: {
    es: "Demasiados intentos con códigos; espera unos minutos antes de probar otro código",
    en: "Too many code attempts; please wait a few minutes before trying another code",
  },
  // Why a sale refuses a quote (sale-rules.ts).
  ...SALE_ISSUE_MESSAGES,
  // Why a paid visit cannot move to other dates (issue 14 item 8).
  ...DATE_CHANGE_MESSAGES,
  // The job application's captcha and documents (001 §8 for the two upload messages).
  captcha_invalid: {
    es: "La verificación de seguridad no es válida o expiró; verifíquela de nuevo",
    en: "The security check is not valid or has expired; please verify again",
  },
  file_too_large: JOB_APPLICATION_MESSAGES.file_too_large,
  file_type: JOB_APPLICATION_MESSAGES.file_type,
  upload_failed: JOB_APPLICATION_MESSAGES.upload_failed,
  documents_already_sent: {
    es: "Los documentos de esta solicitud ya fueron enviados",
    en: "The documents of this application were already sent",
  },
  // The front desk's unit blocks and HR's applications (office, issue 14).
  unit_nights_taken: {
    es: "Estas noches de la unidad ya están vendidas, apartadas o bloqueadas: {dates}",
    en: "These nights of the unit are already sold, held or blocked: {dates}",
  },
  unit_block_not_found: {
    es: "La unidad no tiene noches bloqueadas en esas fechas",
    en: "The unit has no blocked nights on those dates",
  },
  application_status_not_allowed: {
    es: "La solicitud no puede pasar a ese estado desde el estado en que está",
    en: "The application cannot move to that status from the status it is in",
  },
  // The office's content (admin): codes and job titles are unique; a promotion used by a quote stays.
  promotion_code_taken: {
    es: "Ya existe una promoción con este código (sin importar mayúsculas)",
    en: "A promotion with this code already exists (whatever its case)",
  },
  promotion_in_use: {
    es: "Esta promoción ya se usó en cotizaciones; cambia sus fechas en lugar de borrarla",
    en: "This promotion has been used in quotes; change its dates instead of deleting it",
  },
  job_title_taken: {
    es: "Ya existe una vacante con este identificador de puesto",
    en: "A vacancy with this job title id already exists",
  },
  // The office's orders (front desk): refunds and the confirmation resend.
  ...OFFICE_ORDER_MESSAGES,
  // The gate refuses a code (office, gate check-in).
  ...GATE_ERROR_MESSAGES,
  // The admin's prices and calendar (office, issue 14 item 4).
  ...OFFICE_PRICES_ERROR_MESSAGES,
  // Staff sign-in, sessions, CSRF and roles (office, decision 0024).
  ...STAFF_ERROR_MESSAGES,
} as const satisfies Record<string, Text>;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

/**
 * The text of an error code in the language asked, with the dates it names in place of `{dates}` and
 * the activities' names in place of `{activity}`.
 */
export function errorMessage(
  code: ErrorCode,
  language: Language,
  dates: readonly string[] = [],
  activities: readonly VisitActivityType[] = [],
): string {
  return ERROR_MESSAGES[code][language]
    .replace("{dates}", dates.join(", "))
    .replace("{activity}", activities.map((type) => activityName(type, language)).join(", "));
}

/** The contact and payment form's keys (required, invalid_email, invalid_phone, ...), looked up by any key. */
const CHECKOUT_FIELDS: Record<string, Text> = CHECKOUT_FIELD_MESSAGES;

const INVALID_VALUE: Text = { es: "Valor inválido", en: "Invalid value" };

/**
 * Texts of the problems a single field can have that the domain's schemas do not name: the keys the
 * validator assigns by issue kind (zod-validator.ts) and those of the catalog's date ranges
 * (@park/domain/catalog.ts). "required" and "invalid_date" are the domain's (QUOTE_FIELD_MESSAGES).
 */
const REQUEST_FIELD_MESSAGES: Record<string, Text> = {
  reversed_range: {
    es: "La fecha final no puede ser anterior a la fecha inicial",
    en: "The end date cannot be before the start date",
  },
  range_too_long: {
    es: "El rango de fechas no puede ser mayor a 2 años",
    en: "The date range cannot be longer than 2 years",
  },
  year_out_of_range: {
    es: "El año debe ser un número entre 2000 y 2100",
    en: "The year must be a number between 2000 and 2100",
  },
  too_long: { es: "El texto es demasiado largo", en: "The text is too long" },
  control_characters: {
    es: "El texto contiene caracteres no permitidos",
    en: "The text contains characters that are not allowed",
  },
  invalid_value: INVALID_VALUE,
  ...OFFICE_TODAY_MESSAGES,
  ...OFFICE_PRICES_FIELD_MESSAGES,
  ...STAFF_FIELD_MESSAGES,
};

/**
 * The one lookup of a field message key: a staff password refusal's (with the estimator's advice), the
 * quote schemas', unit choice's and vehicle entry's keys (the web shows the same texts), then the request
 * keys above; an unknown key reads as an invalid value.
 */
export function fieldMessage(key: string, language: Language): string {
  const password = staffPasswordRefusalText(key, language);
  if (password !== undefined) return password;
  const content = contentFieldMessage(key, language);
  if (content !== undefined) return content;
  const job = jobApplicationFieldMessage(key, language);
  if (job !== undefined) return job;
  const activity = activityFieldMessage(key, language);
  if (activity !== undefined) return activity;
  const text =
    QUOTE_FIELD_MESSAGES[key] ??
    UNIT_CHOICE_MESSAGES[key] ??
    VEHICLE_ENTRY_MESSAGES[key] ??
    CHECKOUT_FIELDS[key] ??
    REQUEST_FIELD_MESSAGES[key];
  return (text ?? INVALID_VALUE)[language];
}

/**
 * An activity message key (activity-messages.ts), with its `{max}` given after a colon
 * ("quantity_over_limit:12"); a limit nobody named is left out of the text.
 */
function activityFieldMessage(key: string, language: Language): string | undefined {
  const [name = "", max] = key.split(":");
  if (!Object.hasOwn(ACTIVITY_MESSAGES, name)) return undefined;
  const text = activityMessage(name as ActivityMessageKey, language, max === undefined ? {} : { max });
  return text.replace(/\s*\([^()]*\{max\}[^()]*\)/, "");
}

export const JOB_APPLICATION_KEY_PREFIX = "job_application.";

/**
 * A job application's key (job-application-messages.ts) behind the "job_application." prefix, so its fields
 * read as the application form shows them; the year its birth-date rule names follows a colon
 * ("job_application.underage:2027").
 */
function jobApplicationFieldMessage(key: string, language: Language): string | undefined {
  if (!key.startsWith(JOB_APPLICATION_KEY_PREFIX)) return undefined;
  const [name = "", year] = key.slice(JOB_APPLICATION_KEY_PREFIX.length).split(":");
  if (!Object.hasOwn(JOB_APPLICATION_MESSAGES, name)) return undefined;
  return jobApplicationMessage(
    name as JobApplicationMessageKey,
    language,
    year === undefined ? undefined : Number(year),
  );
}
