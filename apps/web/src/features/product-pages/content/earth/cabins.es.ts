import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Cabañas de madera entre los árboles para quienes quieren la vida de campamento con techo, cama y puerta.",
  more: [
    "Tenemos 19 cabañas básicas ecoturísticas, 7 cabañas superiores, 5 villas del lago y 6 tipis. Cada una recibe de 1 a 6 personas (el tipi número 6, hasta 4).",
    "El check-in es a las 3:00 p. m. y el check-out antes de las 11:59 a. m.; después puedes quedarte en el campamento hasta las 6:00 p. m.",
    "Elige tu cabaña en el mapa al cotizar tu visita y te la apartamos mientras pagas.",
  ],
  facts: [
    {
      label: "Capacidad",
      value: "De 1 a 6 personas por cabaña",
    },
    facts.checkIn,
    facts.checkOut,
    facts.familiesOnly,
  ],
};

export default content;
