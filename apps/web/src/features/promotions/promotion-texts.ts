import type { Language } from "@park/domain/constants.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";

/** The promotions box and its modals (000 §2, §4); the code messages come from the domain. */
interface PromotionTexts {
  heading: string;
  codeLabel: string;
  codeHint: string;
  apply: string;
  applying: string;
  tooManyAttempts: string;
  applied: string;
  appliedCode: string;
  pricePerPerson: string;
  before: string;
  after: string;
  cancel: string;
  cancelling: string;
  offer3x2: string;
  offer3x2Hint: string;
  offer3x2On: string;
  changeDatesTitle: string;
  changeDatesText: string;
  changeDatesAccept: string;
  keepVisit: string;
  totalNow: string;
  totalAfterChange: string;
  arrivalDay: string;
  arrivalNight: string;
  cancelPromotionTitle: string;
  cancelCodeFor3x2: string;
  cancel3x2ForCode: string;
  cancelCodeForDates: string;
  cancelPromotionAccept: string;
  keepPromotion: string;
}

const TEXTS: Record<Language, PromotionTexts> = {
  es: {
    heading: "Promociones",
    codeLabel: "Código especial",
    codeHint: "8 letras o números",
    apply: "Aplicar",
    applying: "Aplicando…",
    tooManyAttempts: "Demasiados intentos con códigos. Espera unos minutos antes de probar otro código.",
    applied: "Promoción aplicada",
    appliedCode: "Código {{code}}",
    pricePerPerson: "Precio por persona",
    before: "Antes",
    after: "Con la promoción",
    cancel: "Cancelar promoción",
    cancelling: "Cancelando…",
    offer3x2: "Promoción 3x2: la tercera noche de campamento es gratis",
    offer3x2Hint: "Solo pases de campamento, en visitas de más de un día.",
    offer3x2On: "La promoción 3x2 está aplicada.",
    changeDatesTitle: "Cambiar las fechas de tu visita",
    changeDatesText:
      "El código {{code}} es para otras fechas u otro horario de llegada. Para usarlo, tu visita cambiará a:",
    changeDatesAccept: "Cambiar fechas y aplicar",
    keepVisit: "Mantener mi visita",
    totalNow: "Total de tu visita ahora",
    totalAfterChange: "Total con el cambio y el código",
    arrivalDay: "llegada de día ({{from}} a {{to}})",
    arrivalNight: "llegada de noche ({{from}} a {{to}})",
    cancelPromotionTitle: "Cancelar promoción",
    cancelCodeFor3x2:
      "La promoción 3x2 no se combina con códigos especiales. Si la activas, se cancelará el código {{code}}.",
    cancel3x2ForCode:
      "Los códigos especiales no se combinan con la promoción 3x2. Si aplicas el código {{code}}, se cancelará la promoción 3x2.",
    cancelCodeForDates:
      "El código {{code}} es válido solo para las fechas y el horario de llegada actuales. Si los cambias, se cancelará la promoción.",
    cancelPromotionAccept: "Sí, cancelar la promoción",
    keepPromotion: "No, mantenerla",
  },
  en: {
    heading: "Promotions",
    codeLabel: "Special code",
    codeHint: "8 letters or digits",
    apply: "Apply",
    applying: "Applying…",
    tooManyAttempts: "Too many code attempts. Please wait a few minutes before trying another code.",
    applied: "Promotion applied",
    appliedCode: "Code {{code}}",
    pricePerPerson: "Price per person",
    before: "Before",
    after: "With the promotion",
    cancel: "Cancel promotion",
    cancelling: "Cancelling…",
    offer3x2: "3x2 offer: the third camping night is free",
    offer3x2Hint: "Camping passes only, on visits of more than one day.",
    offer3x2On: "The 3x2 offer is applied.",
    changeDatesTitle: "Change the dates of your visit",
    changeDatesText:
      "The code {{code}} is for other dates or another arrival time. To use it, your visit will change to:",
    changeDatesAccept: "Change dates and apply",
    keepVisit: "Keep my visit",
    totalNow: "Your visit's total now",
    totalAfterChange: "Total with the change and the code",
    arrivalDay: "day arrival ({{from}} to {{to}})",
    arrivalNight: "night arrival ({{from}} to {{to}})",
    cancelPromotionTitle: "Cancel promotion",
    cancelCodeFor3x2:
      "The 3x2 offer cannot be combined with special codes. Turning it on cancels the code {{code}}.",
    cancel3x2ForCode:
      "Special codes cannot be combined with the 3x2 offer. Applying the code {{code}} cancels the 3x2 offer.",
    cancelCodeForDates:
      "The code {{code}} is valid only for the current dates and arrival time. Changing them cancels the promotion.",
    cancelPromotionAccept: "Yes, cancel the promotion",
    keepPromotion: "No, keep it",
  },
};

export type PromotionTextKey = keyof PromotionTexts;

/** A text in a language, `{{name}}` filled in. */
export function promotionText(
  language: Language,
  key: PromotionTextKey,
  params: Record<string, string | number> = {},
): string {
  return TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** The promotions texts in the page's language; components re-render when the visitor switches. */
export function usePromotionTexts() {
  const language = useLanguage();
  return {
    language,
    text: (key: PromotionTextKey, params?: Record<string, string | number>) =>
      promotionText(language, key, params),
  };
}
