import { STAFF_PASSWORD_MESSAGES } from "./staff-password.ts";

/** Error texts of the office's sign-in, session and role checks (API error codes, issue 14). */
export const STAFF_ERROR_MESSAGES = {
  staff_session_required: {
    es: "Inicie sesión en la oficina para continuar",
    en: "Please sign in to the office to continue",
  },
  staff_role_forbidden: {
    es: "Su cuenta no tiene permiso para esta acción",
    en: "Your account is not allowed to do this",
  },
  csrf_token_invalid: {
    es: "La página de la oficina está desactualizada; recárguela e inténtelo de nuevo",
    en: "The office page is out of date; please reload it and try again",
  },
  invalid_credentials: {
    es: "El correo electrónico o la contraseña no son correctos",
    en: "The e-mail address or the password is not correct",
  },
  too_many_sign_in_attempts: {
    es: "Demasiados intentos de inicio de sesión; espere unos minutos e inténtelo de nuevo",
    en: "Too many sign-in attempts; please wait a few minutes and try again",
  },
} as const;

/** Field texts of the password change form (validation_error fields). */
export const STAFF_FIELD_MESSAGES = {
  ...STAFF_PASSWORD_MESSAGES,
  current_password_wrong: {
    es: "La contraseña actual no es correcta",
    en: "The current password is not correct",
  },
} as const;
