import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

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
    facts.checkIn,
    facts.checkOut,
    facts.familiesOnly,
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
