import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Duerme en un tipi en la aldea: una noche de aventura con fogata y cielo estrellado.",
  more: [
    "La aldea tiene 6 tipis para 1 a 6 personas (el tipi número 6 recibe hasta 4).",
    "El precio del tipi no incluye la admisión al parque.",
  ],
  facts: [
    {
      label: "Precio",
      value: "650 por tipi (sin admisión)",
    },
    {
      label: "Capacidad",
      value: "De 1 a 6 personas; el tipi 6, hasta 4",
    },
    {
      label: "Tipis",
      value: "6",
    },
    {
      label: "Check-in",
      value: "3:00 p. m.",
    },
    {
      label: "Check-out",
      value: "Antes de las 11:59 a. m.; puedes quedarte en el campamento hasta las 6:00 p. m.",
    },
    {
      label: "Solo familias",
      value:
        "El campamento y el hospedaje son para grupos familiares: el grupo incluye a una niña o niño de 12 años o menos, o a una persona de 60 años o más.",
    },
  ],
  services: [
    "Colchones",
    "Luz",
    "Fogata en área señalada",
    "Asador",
    "Mesa de campamento",
    "Estacionamiento",
  ],
};

export default content;
