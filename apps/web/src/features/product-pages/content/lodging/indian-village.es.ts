import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

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
    facts.checkIn,
    facts.checkOut,
    facts.familiesOnly,
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
