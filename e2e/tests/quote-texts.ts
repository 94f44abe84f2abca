// What a visitor reads on the quote screens, in each language, as the site writes it (the drawer, the
// cart, the removal confirmation of 000 §4 and the lodging map). Kept beside the specs that read them.

export type Language = "es" | "en";

export const QUOTE_TEXTS = {
  es: {
    languageName: /Español/,
    getPrices: "Cotizar",
    drawer: "Cotiza tu visita",
    campingPass: "Pase de campamento",
    dayPass: "Pase de día",
    cabin: "Cabaña básica",
    arrivalDate: /Cambiar Fecha de llegada/,
    departureDate: /Cambiar Fecha de salida/,
    nextMonth: "Ir al mes siguiente",
    dayArrival: /De día/,
    nightArrival: /De noche/,
    colors: { BLACK: "negra", BLUE: "azul", RED: "roja", YELLOW: "amarilla" },
    tariffLegend: "Colores de tarifa y sus descuentos",
    yellowNote: "En los días amarillos todas las albercas y el tobogán están cerrados.",
    arrivalTooSoon: "Faltan menos de 24 horas: las compras se hacen con al menos 24 horas de anticipación.",
    persons: "Número de personas",
    morePersons: "Uno más: Número de personas",
    totalLine: (amount: string) => `Total: ${amount}`,
    pay: "Pagar",
    edit: "Editar tu visita",
    changeStay: "Cambiar tipo de estancia",
    headerSummary: "Tu cotización",
    visitors: (count: number) => `${count} visitantes`,
    cartHeading: "Carrito de compras",
    moreOf: (item: string) => `Uno más: ${item}`,
    quantityOf: (item: string) => `Cantidad de ${item}`,
    removeItem: (item: string) => `Eliminar ${item}`,
    removeTitle: "Eliminar producto",
    removeDayPassCamping: "Si eliminas el pase de día, tu llegada cambiará a después de las 6:00 pm.",
    removeConfirm: "Eliminar",
    nightNotice: "Tu llegada es de noche: de 6:00pm a 11:30pm.",
    nightWindow: /de 6:00pm a 11:30pm/,
    nightArrivalIcon: "Llegada de noche, de 6:00pm a 11:30pm",
    editVisit: "Editar visita",
    addAnotherCabin: "Agregar otra cabaña",
    chooseOnMap: "Elegir en el mapa",
    mapTitle: "Elige tus cabañas básicas",
    availableCabin: (unit: string) => `Cabaña ${unit}, Disponible`,
    freeCabin: /^Cabaña (C\d+), Disponible$/,
    selectedCabin: (unit: string) => `Cabaña ${unit}, En tu selección`,
    save: "Guardar",
    saved: "Tu selección quedó guardada.",
    chosenUnits: (units: string) => `Unidades elegidas: ${units}`,
    printSummary: "Imprimir resumen",
    showSummary: "Ver resumen",
    hideSummary: "Ocultar resumen",
    summary: "Resumen",
    summaryLabel: "Tu cotización",
  },
  en: {
    languageName: /English/,
    getPrices: "Get prices",
    drawer: "Get prices for your visit",
    campingPass: "Camping pass",
    dayPass: "Day pass",
    cabin: "Basic cabin",
    arrivalDate: /Change Arrival date/,
    departureDate: /Change Departure date/,
    nextMonth: "Go to the Next Month",
    dayArrival: /Day/,
    nightArrival: /Night/,
    colors: { BLACK: "Black", BLUE: "Blue", RED: "Red", YELLOW: "Yellow" },
    tariffLegend: "Tariff colours and their discounts",
    yellowNote: "On yellow days all pools and the water slide are closed.",
    arrivalTooSoon: "Less than 24 hours away: purchases are made at least 24 hours ahead.",
    persons: "Number of people",
    morePersons: "One more: Number of people",
    totalLine: (amount: string) => `Total: ${amount}`,
    pay: "Pay",
    edit: "Edit your visit",
    changeStay: "Change type of stay",
    headerSummary: "Your quote",
    visitors: (count: number) => `${count} visitors`,
    cartHeading: "Shopping cart",
    moreOf: (item: string) => `One more: ${item}`,
    quantityOf: (item: string) => `Quantity of ${item}`,
    removeItem: (item: string) => `Remove ${item}`,
    removeTitle: "Remove item",
    removeDayPassCamping: "If you remove the day pass, your arrival will change to after 6:00 pm.",
    removeConfirm: "Remove",
    nightNotice: "You arrive at night: from 6:00pm to 11:30pm.",
    nightWindow: /from 6:00pm to 11:30pm/,
    nightArrivalIcon: "Night arrival, 6:00pm to 11:30pm",
    editVisit: "Edit visit",
    addAnotherCabin: "Add another cabin",
    chooseOnMap: "Choose on the map",
    mapTitle: "Choose your basic cabins",
    availableCabin: (unit: string) => `Cabin ${unit}, Available`,
    freeCabin: /^Cabin (C\d+), Available$/,
    selectedCabin: (unit: string) => `Cabin ${unit}, Selected`,
    save: "Save",
    saved: "Your selection is saved.",
    chosenUnits: (units: string) => `Chosen units: ${units}`,
    printSummary: "Print summary",
    showSummary: "Show summary",
    hideSummary: "Hide summary",
    summary: "Summary",
    summaryLabel: "Your quote",
  },
} as const;

/** The calendar's name of a day (react-day-picker: date-fns "PPPP" in the page's language). */
export function calendarDayName(date: string, language: Language): RegExp {
  const [year, month, day] = date.split("-").map(Number);
  const months = {
    es: [
      "enero",
      "febrero",
      "marzo",
      "abril",
      "mayo",
      "junio",
      "julio",
      "agosto",
      "septiembre",
      "octubre",
      "noviembre",
      "diciembre",
    ],
    en: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
  } as const;
  const name = months[language][(month ?? 1) - 1];
  return language === "es"
    ? new RegExp(`\\b${day} de ${name} de ${year}`)
    : new RegExp(`${name} ${day}(st|nd|rd|th), ${year}`);
}

/** A date as the header and the cart show it: the day and the short month, whatever the weekday style. */
export function shownDate(date: string, language: Language): RegExp {
  const [, month, day] = date.split("-").map(Number);
  const short = {
    es: ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept?", "oct", "nov", "dic"],
    en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  } as const;
  const name = short[language][(month ?? 1) - 1];
  // Lookarounds, not \\b: the summary's text runs into the next label ("Dec 11Departure").
  return language === "es"
    ? new RegExp(`(?<!\\d)${day}( de)? ${name}`, "i")
    : new RegExp(`${name} ${day}(?!\\d)`);
}
