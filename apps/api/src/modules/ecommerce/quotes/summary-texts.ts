import type { Language, StayType } from "@park/domain/constants.ts";
import type { ActivityItemKey } from "@park/domain/pricing/item-keys.ts";
import type { QUOTE_STATUSES } from "@park/domain/quote/quote-dto.ts";

type Text = Record<Language, string>;

/** Park name as the site's header writes it (apps/web locales, brand.name). */
export const PARK_NAME = "Ensenada Park";

/** Words of the printed summaries (000 §2 Summary card, §5, §9), in both languages. */
export const SUMMARY_TEXTS = {
  visitTitle: { es: "Resumen de tu visita", en: "Your visit summary" },
  activitiesTitle: { es: "Resumen de actividades", en: "Activities summary" },
  visitFile: { es: "resumen-visita", en: "visit-summary" },
  activitiesFile: { es: "resumen-actividades", en: "activities-summary" },
  visitCode: { es: "Código de visita", en: "Visit code" },
  qrAlt: { es: "Código QR de la visita para la entrada:", en: "QR code of the visit for the gate:" },
  status: { es: "Estado", en: "Status" },
  stayType: { es: "Tipo de estancia", en: "Type of stay" },
  arrival: { es: "Llegada", en: "Arrival" },
  departure: { es: "Salida", en: "Departure" },
  nights: { es: "Noches", en: "Nights" },
  visitors: { es: "Visitantes", en: "Visitors" },
  beforeNoon: { es: "antes de las 12:00pm", en: "before 12:00pm" },
  beforeSix: { es: "antes de las 6:00pm", en: "before 6:00pm" },
  item: { es: "Concepto", en: "Item" },
  quantityPrice: { es: "Cantidad x precio", en: "Quantity x price" },
  amount: { es: "Importe", en: "Amount" },
  noItems: {
    es: "Tu visita aún no tiene conceptos con precio.",
    en: "Your visit has no priced items yet.",
  },
  noActivities: { es: "Tu visita no incluye actividades.", en: "Your visit includes no activities." },
  discount: { es: "Descuento", en: "Discount" },
  total: { es: "Total", en: "Total" },
  activitiesTotal: { es: "Total de actividades", en: "Activities total" },
  lodging: { es: "Hospedaje", en: "Lodging" },
  unitsAtPayment: {
    es: "Las unidades se asignan al completar el pago.",
    en: "Units are assigned when the payment is completed.",
  },
  notices: { es: "Avisos", en: "Notices" },
  requirements: { es: "Requisitos", en: "Requirements" },
  entryHours: {
    es: "Entrada al campamento de 7:30am a 11:30pm.",
    en: "Campground entry from 7:30am to 11:30pm.",
  },
  lodgingHours: {
    es: "Entrada al hospedaje a partir de las 3:00pm; salida antes de las 12:00pm.",
    en: "Lodging check-in from 3:00pm; check-out before 12:00pm.",
  },
  yellowDates: {
    es: "En estas fechas todas las albercas y el tobogán están fuera de servicio: {dates}.",
    en: "All pools and the slide are out of service on these dates: {dates}.",
  },
  children: {
    es: "Los niños de menos de 1 m de estatura no se cuentan como visitantes y no pagan entrada.",
    en: "Children under 1 m (40 inches) tall are not counted as visitors and do not pay admission.",
  },
  familyOnly: {
    es: "El campamento y el hospedaje son solo para familias: el grupo debe incluir a un niño de 12 años o menos o a una persona de 60 años o más.",
    en: "Camping and lodging are for families only: the group must include a child aged 12 or under or a person aged 60 or over.",
  },
  redeem: {
    es: "Solo el titular de la tarjeta, con identificación oficial con fotografía y la tarjeta usada, puede canjear el código por el registro de entrada y las pulseras.",
    en: "Only the cardholder named on the ticket, with a photo ID and the card used, may redeem the code for the entry record and wristbands.",
  },
  finalSale: {
    es: "Las ventas son finales y no reembolsables; los boletos no son transferibles.",
    en: "Sales are final and non-refundable; tickets are not transferable.",
  },
  notPaid: {
    es: "Esta cotización aún no está pagada: los precios y la disponibilidad pueden cambiar hasta que completes la compra.",
    en: "This quote is not paid yet: prices and availability may change until you complete the purchase.",
  },
} as const satisfies Record<string, Text>;

export const STATUS_NAMES: Record<(typeof QUOTE_STATUSES)[number], Text> = {
  OPEN: { es: "Pendiente de pago", en: "Pending payment" },
  PAYMENT_PENDING: { es: "Pago en proceso", en: "Payment in process" },
  PAID: { es: "Pagado", en: "Paid" },
};

export const STAY_TYPE_NAMES: Record<StayType, Text> = {
  DAY_PASS: { es: "Pase de día", en: "Day pass" },
  CAMPING_PASS: { es: "Campamento", en: "Camping" },
  CABIN: { es: "Cabaña básica", en: "Basic cabin" },
  SUPERIOR_CABIN: { es: "Cabaña superior", en: "Superior cabin" },
  LAKE_VILLAGE: { es: "Villa del lago", en: "Lake village" },
  TIPI: { es: "Tipi", en: "Tepee" },
};

/** Requirements of each activity (000 §5 Activities, §9), printed with the activities it concerns. */
export const ACTIVITY_REQUIREMENTS: Record<ActivityItemKey, Text> = {
  canopy_pass: {
    es: "Canopy: cerca de 1 hora, 5 tirolesas y 5 puentes colgantes. Estatura mínima 1.40 m; de 1 a 1.39 m se hace un recorrido parcial (las 5 tirolesas y 2 de los 5 puentes). Menores de 14 años acompañados. Límite del arnés: cintura 121 cm, muslo 66 cm.",
    en: "Canopy tour: about 1 hour, 5 ziplines and 5 hanging bridges. Minimum height 1.40 m; from 1 to 1.39 m a partial tour (all 5 ziplines, 2 of the 5 bridges). Under 14 must be accompanied. Harness limit: waist 121 cm, thigh 66 cm.",
  },
  canopy_night_pass: {
    es: "Canopy nocturno: de 7:30pm a 10:30pm; se reserva hasta las 5:00pm del mismo día. Mismos requisitos de estatura, edad y arnés que el canopy.",
    en: "Night canopy tour: 7:30pm to 10:30pm; book by 5:00pm the same day. Same height, age and harness requirements as the canopy tour.",
  },
  horseback_riding_pass: {
    es: "Paseo a caballo: de 45 a 60 minutos. Desde 1.20 m se monta solo; si no, con un adulto en el mismo caballo (máximo un adulto por caballo). Peso menor a 125 kg. Menores de 14 años acompañados.",
    en: "Horseback riding: 45 to 60 minutes. From 1.20 m a rider rides alone; otherwise with an adult on the same horse (at most one adult per horse). Weight under 125 kg. Under 14 must be accompanied.",
  },
  atv: {
    es: "Cuatrimotos: quien renta debe tener 18 años o más; los menores de 18 van acompañados en todo momento; máximo 2 personas por cuatrimoto; solo en la pista de cuatrimotos.",
    en: "ATVs: the renter must be 18 or older; under 18 must be accompanied at all times; at most 2 people per ATV; only on the ATV track.",
  },
};
