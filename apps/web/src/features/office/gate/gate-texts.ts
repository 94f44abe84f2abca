import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import type { StayType } from "@park/domain/constants.ts";

/** The gate's page, in both languages of the office. */
export const GATE_TEXTS = {
  es: {
    title: "Entrada",
    intro: "Escanee el QR de la confirmación o escriba el código de la visita.",
    camera: {
      start: "Encender cámara",
      stop: "Apagar cámara",
      label: "Vista de la cámara para leer el QR",
      starting: "Encendiendo la cámara…",
      scanning: "Apunte la cámara al QR de la confirmación.",
      denied: "No hay permiso para usar la cámara. Permítalo en el navegador o escriba el código.",
      unavailable: "Este dispositivo no tiene cámara disponible. Escriba el código.",
      decoderFailed: "No se pudo cargar el lector de QR. Escriba el código.",
    },
    typed: {
      label: "Código de visita",
      hint: "10 letras y números, como aparecen bajo el QR",
      submit: "Registrar entrada",
      checking: "Revisando…",
    },
    result: {
      heading: "Resultado del escaneo",
      mayEnter: "Puede entrar",
      mayEnterOffline: "Puede entrar (sin conexión: la entrada se enviará al volver la red)",
      already: (time: string, by: string) => `Ya entró: registrada a las ${time} por ${by}`,
      notOnList: (time: string) =>
        `No está en la lista de visitas pagadas de hoy (leída a las ${time}). Sin conexión no se puede consultar; si la compra es reciente, vuelva a intentar con red.`,
      noList: "Sin conexión y sin la lista de hoy en este teléfono: no se puede confirmar la visita.",
      notACode: "Lo leído no es un código de visita.",
      thisPhone: "este teléfono",
      scanAnother: "Escanear otro",
    },
    visit: {
      code: "Código",
      holder: "Titular",
      persons: "Personas",
      stay: "Estancia",
      dates: "Fechas",
      arrival: "Horario de llegada",
      arrivalTimes: { DAY: "Día (7:30am–6:00pm)", NIGHT: "Noche (6:00pm–11:30pm)" },
      units: "Unidades",
      activities: "Actividades",
      plate: "Placa del vehículo",
      noPlate: "Sin vehículo registrado",
      none: "Ninguna",
    },
    stayTypes: {
      DAY_PASS: "Pase de día",
      CAMPING_PASS: "Campamento",
      CABIN: "Cabaña",
      SUPERIOR_CABIN: "Cabaña superior",
      LAKE_VILLAGE: "Villa del lago",
      TIPI: "Tipi",
    } satisfies Record<StayType, string>,
    activityNames: {
      CANOPY_TOUR: "Canopy",
      CANOPY_TOUR_NIGHT: "Canopy nocturno",
      HORSEBACK_RIDING: "Cabalgata",
      ATV: "Cuatrimoto",
    } satisfies Record<VisitActivityType, string>,
    activity: (name: string, quantity: number, date: string, hour: string) =>
      `${name} × ${quantity}, ${date} ${hour}`,
    status: {
      online: "En línea",
      offline: "Sin conexión",
      list: (count: number, date: string, time: string) =>
        `Lista del ${date}: ${count === 1 ? "1 visita pagada" : `${count} visitas pagadas`}, leída a las ${time}`,
      noList: "Aún no hay lista de visitas en este teléfono",
      loadingList: "Descargando la lista del día…",
      listFailed: "No se pudo descargar la lista del día",
      refresh: "Actualizar lista",
      pending: (count: number) =>
        count === 0
          ? "Todas las entradas están sincronizadas"
          : count === 1
            ? "1 entrada por sincronizar"
            : `${count} entradas por sincronizar`,
      syncing: "Sincronizando…",
      syncNow: "Sincronizar ahora",
      conflict: (code: string, time: string) =>
        `${code}: otro dispositivo la registró antes, a las ${time}; se conserva esa hora`,
      problem: (code: string, message: string) => `${code}: ${message}`,
      syncNotes: "Avisos de la sincronización",
      storageFailed: "Este navegador no permite guardar datos: sin conexión no habrá lista ni cola.",
    },
  },
  en: {
    title: "Gate",
    intro: "Scan the confirmation's QR or type the visit code.",
    camera: {
      start: "Turn camera on",
      stop: "Turn camera off",
      label: "Camera view to read the QR",
      starting: "Turning the camera on…",
      scanning: "Point the camera at the confirmation's QR.",
      denied: "There is no permission to use the camera. Allow it in the browser or type the code.",
      unavailable: "This device has no camera available. Type the code.",
      decoderFailed: "The QR reader could not be loaded. Type the code.",
    },
    typed: {
      label: "Visit code",
      hint: "10 letters and digits, as printed under the QR",
      submit: "Check in",
      checking: "Checking…",
    },
    result: {
      heading: "Scan result",
      mayEnter: "May enter",
      mayEnterOffline: "May enter (offline: the check-in will be sent when the network returns)",
      already: (time: string, by: string) => `Already in: checked in at ${time} by ${by}`,
      notOnList: (time: string) =>
        `Not on today's list of paid visits (read at ${time}). Offline it cannot be looked up; if it was bought recently, try again with network.`,
      noList: "Offline and without today's list on this phone: the visit cannot be confirmed.",
      notACode: "What was read is not a visit code.",
      thisPhone: "this phone",
      scanAnother: "Scan another",
    },
    visit: {
      code: "Code",
      holder: "Holder",
      persons: "Persons",
      stay: "Stay",
      dates: "Dates",
      arrival: "Arrival time",
      arrivalTimes: { DAY: "Day (7:30am–6:00pm)", NIGHT: "Night (6:00pm–11:30pm)" },
      units: "Units",
      activities: "Activities",
      plate: "Vehicle plate",
      noPlate: "No vehicle registered",
      none: "None",
    },
    stayTypes: {
      DAY_PASS: "Day pass",
      CAMPING_PASS: "Camping",
      CABIN: "Cabin",
      SUPERIOR_CABIN: "Superior cabin",
      LAKE_VILLAGE: "Lake village",
      TIPI: "Tipi",
    } satisfies Record<StayType, string>,
    activityNames: {
      CANOPY_TOUR: "Canopy",
      CANOPY_TOUR_NIGHT: "Night canopy",
      HORSEBACK_RIDING: "Horseback riding",
      ATV: "ATV",
    } satisfies Record<VisitActivityType, string>,
    activity: (name: string, quantity: number, date: string, hour: string) =>
      `${name} × ${quantity}, ${date} ${hour}`,
    status: {
      online: "Online",
      offline: "Offline",
      list: (count: number, date: string, time: string) =>
        `List of ${date}: ${count === 1 ? "1 paid visit" : `${count} paid visits`}, read at ${time}`,
      noList: "No list of visits on this phone yet",
      loadingList: "Downloading the day's list…",
      listFailed: "The day's list could not be downloaded",
      refresh: "Refresh list",
      pending: (count: number) =>
        count === 0
          ? "Every check-in is synced"
          : count === 1
            ? "1 check-in to sync"
            : `${count} check-ins to sync`,
      syncing: "Syncing…",
      syncNow: "Sync now",
      conflict: (code: string, time: string) =>
        `${code}: another device checked it in earlier, at ${time}; that time is kept`,
      problem: (code: string, message: string) => `${code}: ${message}`,
      syncNotes: "Sync notices",
      storageFailed: "This browser does not allow storing data: offline there will be no list nor queue.",
    },
  },
} as const;

export type GateTexts = (typeof GATE_TEXTS)[keyof typeof GATE_TEXTS];
