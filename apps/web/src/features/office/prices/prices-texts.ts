import type { PriceColor } from "@park/domain/constants.ts";
import type { ActivityPrices, DateTariff } from "@park/domain/office-prices/price-changes.ts";

const es = {
  title: "Precios y calendario",
  intro:
    "Cada cambio se ve primero en el calendario de precios tal como lo verá el visitante; se guarda solo al confirmar. Las visitas ya pagadas conservan los precios con que se vendieron.",
  loading: "Cargando precios…",
  retry: "Reintentar",
  year: "Año",
  colors: { BLACK: "Negro", BLUE: "Azul", RED: "Rojo", YELLOW: "Amarillo" } satisfies Record<
    PriceColor,
    string
  >,
  closed: "Cerrado (sin precio)",
  noPrice: "Sin tarifa",
  startDate: "Desde",
  endDate: "Hasta",
  preview: "Vista previa",
  previewing: "Preparando la vista previa…",
  history: "Historial de cambios",
  paint: {
    heading: "Pintar el calendario",
    help: "Elige los días con el ratón (clic, o arrastra; Mayús+clic extiende) o con el teclado en el calendario (flechas, Enter marca el inicio y Mayús+Enter el final), o escribe las fechas. Cada día pintado toma los precios de su nuevo color.",
    color: "Color",
    gridLabel: (year: number) => `Calendario ${year}: elige los días a pintar`,
    selected: (start: string, end: string) =>
      start === end ? `Elegido: ${start}` : `Elegido: ${start} a ${end}`,
  },
  tariff: {
    heading: "Tarifa de cada color",
    help: "Cambia los precios de los días del color dentro de las fechas. Precios en pesos.",
    color: "Color",
    none: "Este color aún no aparece en el calendario.",
  },
  closedDates: {
    heading: "Fechas sin precio",
    help: "Un día cerrado no se vende y no aparece en los precios.",
    close: "Cerrar estas fechas",
    reopen: "Abrir estas fechas",
    list: (dates: string) => `Cerrados este año: ${dates}`,
    none: "Ningún día cerrado este año.",
  },
  periods: {
    heading: "Precios de actividades",
    help: "Cada periodo fija los precios de sus fechas (ambas incluidas); los periodos no se pueden cruzar. Precios en pesos; las cuatrimotos por hora.",
    add: "Nuevo periodo",
    edit: "Editar",
    delete: "Borrar",
    confirmDelete: (range: string) => `¿Borrar el periodo ${range}? Esto no se puede deshacer.`,
    range: (start: string, end: string) => `${start} a ${end}`,
    formNew: "Nuevo periodo de precios",
    formEdit: (range: string) => `Editar el periodo ${range}`,
    cancel: "Cancelar",
  },
  exchange: {
    heading: "Tipo de cambio",
    label: "Pesos por dólar estadounidense",
    help: "Lo que ve y paga quien paga con tarjeta de Estados Unidos. Hasta 4 decimales.",
    save: "Guardar el tipo de cambio",
    confirm: (value: string) => `¿Guardar el tipo de cambio en ${value} pesos por dólar?`,
    saved: (value: string) => `Tipo de cambio guardado: ${value}`,
    unset: "Sin tipo de cambio",
  },
  draft: {
    heading: "Vista previa: así verá el visitante el calendario",
    notSaved: "Este cambio aún no está guardado.",
    save: "Guardar el cambio",
    saving: "Guardando…",
    discard: "Descartar",
    saved: (count: number) =>
      count === 1
        ? "Cambio guardado: 1 fecha o periodo cambió."
        : `Cambio guardado: ${count} fechas o periodos cambiaron.`,
    nothing: "Guardado: nada cambió, ya estaba así.",
    kind: {
      paint: (color: string, start: string, end: string) => `Pintar de ${color} del ${start} al ${end}`,
      tariff: (color: string, start: string, end: string) => `Nueva tarifa ${color} del ${start} al ${end}`,
      close: (start: string, end: string) => `Cerrar del ${start} al ${end}`,
      reopen: (start: string, end: string) => `Abrir del ${start} al ${end}`,
      period: (start: string, end: string) => `Periodo de actividades del ${start} al ${end}`,
      deletePeriod: (start: string, end: string) => `Borrar el periodo de actividades del ${start} al ${end}`,
    },
  },
  invalidPrice: "Escribe un precio en pesos, cero o más, con hasta 2 decimales.",
  tariffFields: {
    dayPassPrice: "Pase de día",
    campingPassPrice: "Pase de campamento (por persona y noche)",
    campingNightPrice: "Pase de noche (llegada de noche)",
    cabinPrice: "Cabaña",
    tipiPrice: "Tipi",
    lakeVillagePrice: "Villa del lago",
    superiorCabinPrice: "Cabaña superior",
  } satisfies Record<keyof DateTariff, string>,
  activityFields: {
    regularCanopyPrice: "Canopy, precio regular",
    specialCanopyPrice: "Canopy, precio especial",
    nightCanopyPrice: "Canopy nocturno",
    regularHorsebackRidingPrice: "Cabalgata, precio regular",
    specialHorsebackRidingPrice: "Cabalgata, precio especial",
    regularAtvsPrice: "Cuatrimoto por hora, precio regular",
    specialAtvsPrice: "Cuatrimoto por hora, precio especial",
  } satisfies Record<keyof ActivityPrices, string>,
};

export type PricesTexts = typeof es;

const en: PricesTexts = {
  title: "Prices and calendar",
  intro:
    "Every change is first shown on the prices calendar as the visitor will see it; it is saved only when you confirm. Visits already paid keep the prices they were sold at.",
  loading: "Loading prices…",
  retry: "Try again",
  year: "Year",
  colors: { BLACK: "Black", BLUE: "Blue", RED: "Red", YELLOW: "Yellow" },
  closed: "Closed (no price)",
  noPrice: "No tariff",
  startDate: "From",
  endDate: "To",
  preview: "Preview",
  previewing: "Preparing the preview…",
  history: "Change history",
  paint: {
    heading: "Paint the calendar",
    help: "Choose the days with the mouse (click, or drag; Shift+click extends) or with the keyboard on the calendar (arrows, Enter marks the start and Shift+Enter the end), or type the dates. Each painted day takes the prices of its new colour.",
    color: "Colour",
    gridLabel: (year: number) => `Calendar ${year}: choose the days to paint`,
    selected: (start: string, end: string) =>
      start === end ? `Chosen: ${start}` : `Chosen: ${start} to ${end}`,
  },
  tariff: {
    heading: "Tariff of each colour",
    help: "Changes the prices of the colour's days within the dates. Prices in pesos.",
    color: "Colour",
    none: "This colour is not on the calendar yet.",
  },
  closedDates: {
    heading: "Dates without price",
    help: "A closed day is not sold and does not appear in the prices.",
    close: "Close these dates",
    reopen: "Open these dates",
    list: (dates: string) => `Closed this year: ${dates}`,
    none: "No closed day this year.",
  },
  periods: {
    heading: "Activity prices",
    help: "Each period sets the prices of its dates (both included); periods cannot overlap. Prices in pesos; ATVs per hour.",
    add: "New period",
    edit: "Edit",
    delete: "Delete",
    confirmDelete: (range: string) => `Delete the period ${range}? This cannot be undone.`,
    range: (start: string, end: string) => `${start} to ${end}`,
    formNew: "New price period",
    formEdit: (range: string) => `Edit the period ${range}`,
    cancel: "Cancel",
  },
  exchange: {
    heading: "Exchange rate",
    label: "Pesos per US dollar",
    help: "What visitors paying with a US card see and pay. Up to 4 decimals.",
    save: "Save the exchange rate",
    confirm: (value: string) => `Save the exchange rate as ${value} pesos per dollar?`,
    saved: (value: string) => `Exchange rate saved: ${value}`,
    unset: "No exchange rate",
  },
  draft: {
    heading: "Preview: the calendar as the visitor will see it",
    notSaved: "This change is not saved yet.",
    save: "Save the change",
    saving: "Saving…",
    discard: "Discard",
    saved: (count: number) =>
      count === 1
        ? "Change saved: 1 date or period changed."
        : `Change saved: ${count} dates or periods changed.`,
    nothing: "Saved: nothing changed, it already was so.",
    kind: {
      paint: (color: string, start: string, end: string) => `Paint ${color} from ${start} to ${end}`,
      tariff: (color: string, start: string, end: string) => `New ${color} tariff from ${start} to ${end}`,
      close: (start: string, end: string) => `Close from ${start} to ${end}`,
      reopen: (start: string, end: string) => `Open from ${start} to ${end}`,
      period: (start: string, end: string) => `Activity period from ${start} to ${end}`,
      deletePeriod: (start: string, end: string) => `Delete the activity period from ${start} to ${end}`,
    },
  },
  invalidPrice: "Enter a price in pesos, zero or more, with up to 2 decimals.",
  tariffFields: {
    dayPassPrice: "Day pass",
    campingPassPrice: "Camping pass (per person and night)",
    campingNightPrice: "Night pass (night arrival)",
    cabinPrice: "Cabin",
    tipiPrice: "Tipi",
    lakeVillagePrice: "Lake village",
    superiorCabinPrice: "Superior cabin",
  },
  activityFields: {
    regularCanopyPrice: "Canopy, regular price",
    specialCanopyPrice: "Canopy, special price",
    nightCanopyPrice: "Night canopy",
    regularHorsebackRidingPrice: "Horseback riding, regular price",
    specialHorsebackRidingPrice: "Horseback riding, special price",
    regularAtvsPrice: "ATV per hour, regular price",
    specialAtvsPrice: "ATV per hour, special price",
  },
};

export const PRICES_TEXTS = { es, en } as const;
