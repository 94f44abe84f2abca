import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Villas a la orilla del lago: despierta con el agua frente a tu puerta.",
  more: [
    "Son 5 villas para 1 a 6 personas cada una, con terraza hacia el lago y muelle a unos pasos.",
    "El precio de la villa no incluye la admisión al parque.",
  ],
  facts: [
    {
      label: "Precio",
      value: "2000 por cabaña (sin admisión)",
    },
    {
      label: "Capacidad",
      value: "De 1 a 6 personas",
    },
    {
      label: "Villas",
      value: "5",
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
    "Terraza con vista al lago",
    "Camas",
    "Contactos de 110 V",
    "Asador",
    "Mesa de campamento",
    "Estacionamiento",
  ],
};

export default content;
