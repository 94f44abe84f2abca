import type { Language } from "../constants.ts";
import { ITEM_NAMES, type ItemKey } from "../pricing/item-keys.ts";

/** A text, or singular/plural forms chosen by the `count` parameter. */
type Text = string | { one: string; other: string };

/**
 * Messages of the quote rules in both languages. Placeholders: {count} (a number) and {item} (an
 * item's name in the same language). The camping-pass refusal is the spec's text verbatim.
 */
export const QUOTE_MESSAGES = {
  camping_pass_with_lodging: {
    en: "You can't delete camping passes when there are cabins or tepees in your visit.",
    es: "No puedes eliminar pases de campamento cuando hay cabañas o tipis en tu visita.",
  },
  confirm_remove_day_pass_camping: {
    en: "If you remove the day pass, your arrival will change to after 6:00 pm.",
    es: "Si eliminas el pase de día, tu llegada cambiará a después de las 6:00 pm.",
  },
  confirm_remove_day_pass_lodging: {
    en: {
      one: "If you remove the day pass, the arrival of {count} person will change to after 6:00 pm.",
      other: "If you remove the day pass, the arrival of {count} people will change to after 6:00 pm.",
    },
    es: {
      one: "Si eliminas el pase de día, la llegada de {count} persona cambiará a después de las 6:00 pm.",
      other: "Si eliminas el pase de día, la llegada de {count} personas cambiará a después de las 6:00 pm.",
    },
  },
  confirm_remove_lodging: {
    en: "If you remove the lodging, your visit will change to Camping + Day Pass.",
    es: "Si eliminas el hospedaje, tu visita cambiará a Campamento + Pase de día.",
  },
  confirm_remove_item: {
    en: "Do you want to remove “{item}” from your visit?",
    es: "¿Quieres eliminar “{item}” de tu visita?",
  },
  more_lodging_needed: {
    en: "Each unit sleeps up to 6 people. Add another unit for your group of {count}?",
    es: "Cada unidad es para máximo 6 personas. ¿Agregar otra unidad para tu grupo de {count}?",
  },
  small_tipi_warning: {
    en: "Tepee T6 sleeps at most 4 people.",
    es: "El tipi T6 tiene capacidad para máximo 4 personas.",
  },
} as const satisfies Record<string, Record<Language, Text>>;

export type QuoteMessageKey = keyof typeof QUOTE_MESSAGES;

export interface MessageParams {
  count?: number;
  item?: ItemKey;
}

/** The message in the language, placeholders filled. */
export function quoteMessage(key: QuoteMessageKey, language: Language, params: MessageParams = {}): string {
  const text: Text = QUOTE_MESSAGES[key][language];
  const template = typeof text === "string" ? text : params.count === 1 ? text.one : text.other;
  return template
    .replace("{count}", String(params.count ?? ""))
    .replace("{item}", params.item ? ITEM_NAMES[params.item][language] : "");
}
