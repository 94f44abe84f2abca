import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Cabañas ecoturísticas sencillas y cómodas, entre los árboles y cerca de las albercas.",
  more: [
    "Son 19 cabañas de madera para 1 a 6 personas, con camas, luz y mesa de campamento afuera para cenar bajo las estrellas.",
    "Elige tu cabaña en el mapa al cotizar y te la apartamos mientras pagas.",
  ],
  facts: [
    {
      label: "Precio",
      value: "2000 por cabaña",
    },
    {
      label: "Capacidad",
      value: "De 1 a 6 personas",
    },
    {
      label: "Cabañas",
      value: "19",
    },
    facts.checkIn,
    facts.checkOut,
    facts.familiesOnly,
  ],
  services: ["Camas", "Contactos de 110 V", "Mesa de campamento", "Asador", "Estacionamiento"],
};

export default content;
