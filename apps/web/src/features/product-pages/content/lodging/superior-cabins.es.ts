import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Cabañas superiores con baño, aire acondicionado y camas queen para descansar en grande.",
  more: [
    "Son 7 cabañas para 1 a 6 personas, con todo lo necesario para una estancia cómoda en el campamento.",
    "Elige tu cabaña en el mapa al cotizar y te la apartamos mientras pagas.",
  ],
  facts: [
    {
      label: "Precio",
      value: "650 por cabaña",
    },
    {
      label: "Capacidad",
      value: "De 1 a 6 personas",
    },
    {
      label: "Cabañas",
      value: "7",
    },
    facts.checkIn,
    facts.checkOut,
    facts.familiesOnly,
  ],
  services: [
    "Regadera",
    "Contactos de 110 V",
    "Lavabo",
    "Baño",
    "Lavabo con agua caliente",
    "Sofá cama",
    "Camas queen",
    "Mesa de campamento",
    "Asador",
    "Estacionamiento",
    "Minirefrigerador",
    "Aire acondicionado",
  ],
};

export default content;
