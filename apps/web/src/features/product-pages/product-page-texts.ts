import type { Language } from "@park/domain/constants.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";

/**
 * The product pages' own interface texts, loaded with their code rather than with every page's first
 * load (decision 0019). `{{name}}` is filled by `fill`.
 */
const TEXTS = {
  es: {
    readMore: "Leer más",
    hide: "Ocultar",
    facts: "Datos útiles",
    services: "Servicios",
    loading: "Cargando…",
    loadError: "No pudimos cargar esta página. Revisa tu conexión e inténtalo de nuevo.",
    retry: "Reintentar",
    gallery: "Fotos de {{title}}",
    openPicture: "Ver foto {{n}} de {{count}}: {{alt}}",
    seeAll: "Ver las {{count}} fotos",
    slideshow: "Galería de {{title}}",
    slide: "Foto {{n}} de {{count}}",
    previous: "Foto anterior",
    next: "Foto siguiente",
    close: "Cerrar galería",
    addCanopyPass: "Agregar canopy a mi cotización",
    addingCanopyPass: "Agregando…",
    addHorseback: "Agregar paseo a caballo al carrito",
    horsebackHint: "Elige fecha y horario del paseo en tu carrito.",
    canopyHint: "Suma un pase de canopy y abre tu visita para elegir fechas.",
    menu: "Ver el menú (PDF)",
    newTab: "se abre en una pestaña nueva",
    atvRentals: "Renta una cuatrimoto para la pista",
    horsebackLink: "Llega al mirador en un paseo a caballo",
    prices: "Ver precios y calendario",
    fountain: "Fuente animada: toca o haz clic para que salte el agua",
    fountainSplash: "Salpicar",
    pause: "Pausar animación",
    play: "Reproducir animación",
    perPerson: "{{amount}} por persona",
    perCabin: "{{amount}} por cabaña",
    perTeepee: "{{amount}} por tipi",
  },
  en: {
    readMore: "Read more",
    hide: "Hide",
    facts: "Good to know",
    services: "Services",
    loading: "Loading…",
    loadError: "We could not load this page. Check your connection and try again.",
    retry: "Try again",
    gallery: "Pictures of {{title}}",
    openPicture: "Open picture {{n}} of {{count}}: {{alt}}",
    seeAll: "See all {{count}} pictures",
    slideshow: "{{title}} gallery",
    slide: "Picture {{n}} of {{count}}",
    previous: "Previous picture",
    next: "Next picture",
    close: "Close gallery",
    addCanopyPass: "Add canopy to my quote",
    addingCanopyPass: "Adding…",
    addHorseback: "Add a horseback ride to the cart",
    horsebackHint: "Choose the ride's date and time slot in your cart.",
    canopyHint: "Adds a canopy pass and opens your visit to choose dates.",
    menu: "See the menu (PDF)",
    newTab: "opens in a new tab",
    atvRentals: "Rent an ATV for the track",
    horsebackLink: "Reach the viewpoint on a horseback ride",
    prices: "See prices and calendar",
    fountain: "Animated fountain: tap or click to make the water jump",
    fountainSplash: "Splash",
    pause: "Pause animation",
    play: "Play animation",
    perPerson: "{{amount}} per person",
    perCabin: "{{amount}} per cabin",
    perTeepee: "{{amount}} per teepee",
  },
} as const satisfies Record<Language, Record<string, string>>;

export type ProductText = keyof (typeof TEXTS)["es"];
export type ProductTexts = (key: ProductText, values?: Record<string, string | number>) => string;

export function productText(language: Language): ProductTexts {
  return (key, values = {}) =>
    TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
}

/** The product pages' texts in the language shown; re-renders when the visitor switches. */
export function useProductTexts(): ProductTexts {
  return productText(useLanguage());
}
