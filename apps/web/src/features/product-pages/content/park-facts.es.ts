import type { ParkFacts } from "./page-content.ts";

const facts: ParkFacts = {
  checkIn: {
    label: "Check-in",
    value: "3:00 p. m.",
  },
  checkOut: {
    label: "Check-out",
    value: "Antes de las 11:59 a. m.; puedes quedarte en el campamento hasta las 6:00 p. m.",
  },
  familiesOnly: {
    label: "Solo familias",
    value:
      "El campamento y el hospedaje son para grupos familiares: el grupo incluye a una niña o niño de 12 años o menos, o a una persona de 60 años o más.",
  },
  campgroundHours: {
    label: "Horario del campamento",
    value: "Entrada de 7:30 a. m. a 11:30 p. m.",
  },
  poolHours: {
    label: "Albercas",
    value:
      "De 10:00 a. m. a 11:59 p. m. Los días de tarifa amarilla todas las albercas y el tobogán están cerrados.",
  },
  includedInAdmission: {
    label: "Costo",
    value: "Incluido en tu admisión",
  },
  childrenAccompanied: {
    label: "Menores de 14 años",
    value: "Siempre acompañados",
  },
  extraActivities: {
    label: "Actividades extra",
    value: "Desde las 10:00 a. m.",
  },
};

export default facts;
