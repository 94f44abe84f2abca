import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import type { Language } from "@park/domain/constants.ts";
import { useLanguage } from "../../shared/i18n/use-language.ts";

interface ActivityCopy {
  description: string;
  /** What the counter counts (persons, horses, ATVs). */
  counter: string;
  /** The unit the price is for. */
  priceUnit: string;
  /** The safety rules of 000 §5 Activities and 001 §9, shown in the more-information dialog. */
  rules: readonly string[];
}

interface ActivityTexts {
  heading: string;
  intro: string;
  backToVisit: string;
  date: string;
  chooseDate: string;
  slot: string;
  chooseSlot: string;
  hours: string;
  hoursOption_one: string;
  hoursOption_other: string;
  autoSlot: string;
  /** Why the hours stop where they do: the track's closing time that day. */
  atvHoursUntil: string;
  slotPlaces: string;
  slotFull: string;
  loadingDates: string;
  loadingSlots: string;
  loadingPrices: string;
  saving: string;
  pricePer: string;
  subtotal: string;
  specialPrice: string;
  booked: string;
  bookedHours: string;
  moreInfo: string;
  moreInfoTitle: string;
  close: string;
  comingSoon: string;
  comingSoonText: string;
  loadError: string;
  retry: string;
  resetNotice: string;
  activities: Record<VisitActivityType, ActivityCopy>;
}

const CANOPY_RULES = {
  es: [
    "Estatura mínima de 1.40 m para el recorrido completo.",
    "De 1 m a 1.39 m se hace un recorrido parcial: las 5 tirolesas y 2 de los 5 puentes.",
    "Menores de 14 años deben ir acompañados por un adulto.",
    "Límite del arnés: cintura de 121 cm y muslo de 66 cm.",
    "Sin límite de peso: el arnés soporta 1,500 kg.",
  ],
  en: [
    "Minimum height 1.40 m for the full tour.",
    "From 1 m to 1.39 m you get a partial tour: all 5 zip lines and 2 of the 5 bridges.",
    "Children under 14 must be accompanied by an adult.",
    "Harness limit: waist 121 cm and thigh 66 cm.",
    "No weight limit: the harness holds 1,500 kg.",
  ],
} as const;

const TEXTS: Record<Language, ActivityTexts> = {
  es: {
    heading: "¿Qué experiencias quieres agregar?",
    intro: "Agrega actividades a tu visita: elige la fecha, el horario y cuántos van.",
    backToVisit: "Volver a tu visita",
    date: "Fecha",
    chooseDate: "Elige una fecha",
    slot: "Horario",
    chooseSlot: "Elige un horario",
    hours: "Horas",
    hoursOption_one: "{{count}} hora",
    hoursOption_other: "{{count}} horas",
    autoSlot: "Horario: {{time}}",
    atvHoursUntil:
      "La pista cierra a las {{close}} ese día: desde las {{time}} puedes rentar hasta {{hours}}.",
    slotPlaces: "{{time}} · {{count}} disponibles",
    slotFull: "{{time}} · sin disponibilidad",
    loadingDates: "Cargando fechas…",
    loadingSlots: "Cargando horarios…",
    loadingPrices: "Cargando actividades…",
    saving: "Guardando…",
    pricePer: "{{price}} {{unit}}",
    subtotal: "Subtotal: {{amount}}",
    specialPrice: "Precio especial en fechas azules, rojas y amarillas del calendario de precios.",
    booked: "En tu carrito: {{date}}, {{time}}",
    bookedHours: "En tu carrito: {{date}}, {{time}}, {{hours}}",
    moreInfo: "Más información",
    moreInfoTitle: "{{name}}: lo que debes saber",
    close: "Cerrar",
    comingSoon: "Próximamente",
    comingSoonText: "Muy pronto podrás reservar esta actividad en línea.",
    loadError: "No pudimos cargar las actividades.",
    retry: "Reintentar",
    resetNotice:
      "Cambiaste tu visita, así que quitamos tus actividades. Elígelas de nuevo para las nuevas fechas.",
    activities: {
      CANOPY_TOUR: {
        description: "Recorrido de cerca de 1 hora por 5 tirolesas y 5 puentes colgantes sobre el parque.",
        counter: "Personas",
        priceUnit: "por persona",
        rules: CANOPY_RULES.es,
      },
      CANOPY_TOUR_NIGHT: {
        description: "El canopy de noche, de 7:30 a 10:30 pm: tirolesas y puentes bajo las estrellas.",
        counter: "Personas",
        priceUnit: "por persona",
        rules: [...CANOPY_RULES.es, "Sesión de 7:30 a 10:30 pm; elige tu horario."],
      },
      HORSEBACK_RIDING: {
        description: "Paseo a caballo de 45 a 60 minutos por los senderos del parque.",
        counter: "Caballos",
        priceUnit: "por persona",
        rules: [
          "Con 1.20 m de estatura se monta solo; si no, con un adulto en el mismo caballo.",
          "Máximo un adulto por caballo.",
          "Peso menor a 125 kg.",
          "Menores de 14 años deben ir acompañados.",
        ],
      },
      ATV: {
        description:
          "Renta por hora en una pista de más de 6 km; cierra a las 8 pm en verano y a las 6 pm en invierno.",
        counter: "Cuatrimotos",
        priceUnit: "por cuatrimoto por hora",
        rules: [
          "Quien renta debe tener 18 años o más.",
          "Menores de 18 años deben ir acompañados en todo momento.",
          "Máximo 2 personas por cuatrimoto.",
          "Solo se maneja en la pista de cuatrimotos.",
        ],
      },
    },
  },
  en: {
    heading: "What experiences do you want to add?",
    intro: "Add activities to your visit: choose the date, the time and how many are going.",
    backToVisit: "Back to your visit",
    date: "Date",
    chooseDate: "Choose a date",
    slot: "Time",
    chooseSlot: "Choose a time",
    hours: "Hours",
    hoursOption_one: "{{count}} hour",
    hoursOption_other: "{{count}} hours",
    autoSlot: "Time: {{time}}",
    atvHoursUntil: "The track closes at {{close}} that day: from {{time}} you can rent up to {{hours}}.",
    slotPlaces: "{{time}} · {{count}} available",
    slotFull: "{{time}} · no availability",
    loadingDates: "Loading dates…",
    loadingSlots: "Loading times…",
    loadingPrices: "Loading activities…",
    saving: "Saving…",
    pricePer: "{{price}} {{unit}}",
    subtotal: "Subtotal: {{amount}}",
    specialPrice: "Special price on the blue, red and yellow dates of the prices calendar.",
    booked: "In your cart: {{date}}, {{time}}",
    bookedHours: "In your cart: {{date}}, {{time}}, {{hours}}",
    moreInfo: "More information",
    moreInfoTitle: "{{name}}: what to know",
    close: "Close",
    comingSoon: "Coming soon",
    comingSoonText: "You will soon be able to book this activity online.",
    loadError: "We could not load the activities.",
    retry: "Try again",
    resetNotice:
      "You changed your visit, so your activities were removed. Choose them again for the new dates.",
    activities: {
      CANOPY_TOUR: {
        description: "About 1 hour over 5 zip lines and 5 hanging bridges above the park.",
        counter: "People",
        priceUnit: "per person",
        rules: CANOPY_RULES.en,
      },
      CANOPY_TOUR_NIGHT: {
        description: "The canopy by night, 7:30 to 10:30 pm: zip lines and bridges under the stars.",
        counter: "People",
        priceUnit: "per person",
        rules: [...CANOPY_RULES.en, "Session from 7:30 to 10:30 pm; choose your time."],
      },
      HORSEBACK_RIDING: {
        description: "A 45 to 60 minute horseback ride along the park's trails.",
        counter: "Horses",
        priceUnit: "per person",
        rules: [
          "Riders 1.20 m tall ride alone; shorter riders share the horse with an adult.",
          "At most one adult per horse.",
          "Weight under 125 kg.",
          "Children under 14 must be accompanied.",
        ],
      },
      ATV: {
        description:
          "Rental by the hour on a track over 6 km long; closes at 8 pm in summer and 6 pm in winter.",
        counter: "ATVs",
        priceUnit: "per ATV per hour",
        rules: [
          "The renter must be 18 or older.",
          "Anyone under 18 must be accompanied at all times.",
          "At most 2 people per ATV.",
          "ATVs are ridden on the ATV track only.",
        ],
      },
    },
  },
};

type TextKey = Exclude<keyof ActivityTexts, "activities">;

/** The section's texts in a language, `{{name}}` filled in. */
export function activityText(
  language: Language,
  key: TextKey,
  params: Record<string, string | number> = {},
): string {
  return TEXTS[language][key].replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** "1 hora" / "3 horas". */
export function hoursText(language: Language, hours: number): string {
  return activityText(language, hours === 1 ? "hoursOption_one" : "hoursOption_other", { count: hours });
}

export function activityCopy(language: Language, type: VisitActivityType): ActivityCopy {
  return TEXTS[language].activities[type];
}

/** The activities texts in the page's language; components re-render when the visitor switches. */
export function useActivityTexts() {
  const language = useLanguage();
  return {
    language,
    text: (key: TextKey, params?: Record<string, string | number>) => activityText(language, key, params),
    copy: (type: VisitActivityType) => activityCopy(language, type),
    hours: (hours: number) => hoursText(language, hours),
  };
}
