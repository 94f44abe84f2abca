import type { Language } from "../constants.ts";

/**
 * The six numbered conditions of the 3x2 modal (000 §2 "3x2 conditions (six numbered conditions and an
 * OK button)"). The spec names the modal but not its text, so these are ours, written from the rules the
 * spec does give (000 §4 Promotions, §9): the free night, no lodging, more than one day, no other
 * promotion, date changes and refunds.
 */
export const CONDITIONS_3X2: Record<Language, readonly string[]> = {
  es: [
    "La tercera noche consecutiva de campamento es gratis, y también la sexta, la novena y así sucesivamente.",
    "La promoción aplica solo a pases de campamento; no es válida con cabañas, tipis, villas del lago ni cabañas superiores, ni en visitas de un solo día.",
    "Las noches deben ser consecutivas y en la misma visita; para obtener una noche gratis la estancia debe ser de al menos tres noches.",
    "La noche gratis aplica a cada persona de la visita; las actividades (canopy, paseo a caballo, cuatrimotos) se cobran completas.",
    "No se combina con códigos especiales ni con otras promociones o descuentos.",
    "Los cambios de fecha requieren 24 horas de aviso; si la nueva estancia no incluye una tercera noche consecutiva, se pierde la noche gratis y la diferencia se paga. Las compras no son reembolsables.",
  ],
  en: [
    "The third consecutive camping night is free, and so are the sixth, the ninth and so on.",
    "The offer applies to camping passes only; it is not valid with cabins, tepees, lake villages or superior cabins, nor on one-day visits.",
    "The nights must be consecutive and in the same visit; a stay must be at least three nights long to get a free night.",
    "The free night applies to every person in the visit; activities (canopy, horseback riding, ATVs) are charged in full.",
    "It cannot be combined with special codes or with other promotions or discounts.",
    "Date changes need 24 hours' notice; if the new stay has no third consecutive night, the free night is lost and the difference is payable. Purchases are non-refundable.",
  ],
};
