import type { Language } from "@park/domain/constants.ts";

/** The words of the order page's date change (issue 14 item 8; 001 §9 terms), in both languages. */
const TEXTS = {
  es: {
    heading: "Cambiar fechas",
    rule: "Puedes cambiar las fechas de tu visita hasta 24 horas antes de tu llegada (72 horas en cabañas y tipis), si las nuevas fechas tienen lugar. Tu código de visita no cambia.",
    open: "Cambiar las fechas de mi visita",
    close: "Cerrar",
    arrival: "Nueva llegada",
    departure: "Nueva salida",
    check: "Ver el precio de las nuevas fechas",
    checking: "Consultando el precio…",
    newDates: "Nuevas fechas",
    paid: "Pagado",
    newTotal: "Precio de las nuevas fechas",
    difference: "Diferencia a pagar",
    notRefunded:
      "Las nuevas fechas cuestan {{amount}} menos. La diferencia no se reembolsa (términos y condiciones).",
    sameOrLess: "No pagas nada más.",
    confirmFree: "Confirmar el cambio de fechas",
    confirmPay: "Continuar al pago de {{amount}}",
    starting: "Apartando las nuevas fechas…",
    payHeading: "Pago de la diferencia",
    payIntro: "Paga {{amount}} para confirmar tus nuevas fechas. Las apartamos hasta las {{time}}.",
    cardOwner: "Nombre del titular de la tarjeta",
    postalCode: "Código postal",
    payButton: "Pagar {{amount}}",
    paying: "Procesando el pago…",
    cancel: "Elegir otras fechas",
    done: "¡Listo! Tu visita cambió al {{arrival}}. Te enviamos un nuevo correo de confirmación con el mismo código.",
    failed: "No se pudo completar el cambio. Inténtalo de nuevo.",
    required: "Este campo es obligatorio",
  },
  en: {
    heading: "Change dates",
    rule: "You can change the dates of your visit up to 24 hours before arrival (72 hours for cabins and tipis), if the new dates have room. Your visit code stays the same.",
    open: "Change the dates of my visit",
    close: "Close",
    arrival: "New arrival",
    departure: "New departure",
    check: "See the price of the new dates",
    checking: "Checking the price…",
    newDates: "New dates",
    paid: "Paid",
    newTotal: "Price of the new dates",
    difference: "Difference to pay",
    notRefunded: "The new dates cost {{amount}} less. The difference is not refunded (terms and conditions).",
    sameOrLess: "You pay nothing more.",
    confirmFree: "Confirm the date change",
    confirmPay: "Continue to pay {{amount}}",
    starting: "Holding the new dates…",
    payHeading: "Pay the difference",
    payIntro: "Pay {{amount}} to confirm your new dates. We hold them until {{time}}.",
    cardOwner: "Cardholder name",
    postalCode: "Postal code",
    payButton: "Pay {{amount}}",
    paying: "Processing the payment…",
    cancel: "Choose other dates",
    done: "Done! Your visit now starts on {{arrival}}. We sent you a new confirmation e-mail with the same code.",
    failed: "The change could not be completed. Please try again.",
    required: "This field is required",
  },
} as const satisfies Record<Language, Record<string, string>>;

export type DateChangeTextKey = keyof (typeof TEXTS)["es"];

/** A text in `language`, each `{{name}}` replaced by its value. */
export function dateChangeText(
  language: Language,
  key: DateChangeTextKey,
  values: Record<string, string> = {},
): string {
  return Object.entries(values).reduce<string>(
    (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
    TEXTS[language][key],
  );
}
