import type { Language } from "@park/domain/constants.ts";

type Text = Record<Language, string>;

/** Words of the confirmation e-mail (issue 8 item 6; 000 §2 Confirmation, §6), in both languages. */
export const CONFIRMATION_TEXTS = {
  subject: {
    es: "Tu visita {code} está confirmada - {park}",
    en: "Your visit {code} is confirmed - {park}",
  },
  greeting: { es: "Hola {name}:", en: "Hi {name}," },
  greetingNoName: { es: "Hola:", en: "Hello," },
  thanks: {
    es: "¡Gracias por tu compra! Tu visita está confirmada.",
    en: "Thank you for your purchase! Your visit is confirmed.",
  },
  showCode: {
    es: "Presenta este código en la entrada del parque:",
    en: "Show this code at the park's gate:",
  },
  qrAlt: { es: "Código QR de la visita {code}", en: "QR code of visit {code}" },
  visit: { es: "Tu visita", en: "Your visit" },
  lodging: { es: "Hospedaje", en: "Lodging" },
  lines: { es: "Tu compra", en: "Your purchase" },
  item: { es: "Concepto", en: "Item" },
  quantityPrice: { es: "Cantidad x precio", en: "Quantity x price" },
  amount: { es: "Importe", en: "Amount" },
  discount: { es: "Descuento", en: "Discount" },
  totalPaid: { es: "Total pagado", en: "Total paid" },
  paidWith: { es: "Pagado con {card}.", en: "Paid with {card}." },
  cardEnding: { es: "tarjeta {brand} terminación {last4}", en: "{brand} card ending in {last4}" },
  exchangeRate: {
    es: "Tipo de cambio: {rate} pesos por dólar.",
    en: "Exchange rate: {rate} pesos per dollar.",
  },
  bring: { es: "Qué traer", en: "What to bring" },
  bringId: {
    es: "Identificación oficial con fotografía del titular de la tarjeta.",
    en: "A photo ID of the cardholder.",
  },
  bringCard: { es: "La tarjeta con la que pagaste.", en: "The card used for the payment." },
  bringCardEnding: {
    es: "La tarjeta con la que pagaste (terminación {last4}).",
    en: "The card used for the payment (ending in {last4}).",
  },
  redeem: {
    es: "Solo el titular de la tarjeta, con identificación oficial con fotografía y la tarjeta usada, puede canjear el código por el registro de entrada y las pulseras.",
    en: "Only the cardholder named on the ticket, with a photo ID and the card used, may redeem the code for the entry record and wristbands.",
  },
  attached: {
    es: "Adjuntamos el resumen de tu visita en PDF.",
    en: "The summary of your visit is attached as a PDF.",
  },
  closing: { es: "¡Te esperamos!", en: "We look forward to seeing you!" },
  help: { es: "Tu compra y cómo llegar", en: "Your order and how to get here" },
  orderLink: { es: "Ver tu compra en línea", en: "See your order online" },
  directionsLink: { es: "Cómo llegar al parque", en: "How to get to the park" },
  whatsappLink: { es: "Escríbenos por WhatsApp", en: "Write to us on WhatsApp" },
  whatsappGreeting: {
    es: "Hola, tengo una pregunta sobre mi visita {code}.",
    en: "Hello, I have a question about my visit {code}.",
  },
  phone: { es: "Teléfono del parque: {phone}", en: "Park phone: {phone}" },
} as const satisfies Record<string, Text>;

export type ConfirmationTextKey = keyof typeof CONFIRMATION_TEXTS;

/** A text in the language asked, with each `{name}` replaced by its value. */
export function confirmationText(
  key: ConfirmationTextKey,
  language: Language,
  values: Record<string, string> = {},
): string {
  return CONFIRMATION_TEXTS[key][language].replace(
    /\{(\w+)\}/g,
    (match, name: string) => values[name] ?? match,
  );
}
