import type { PageContent } from "../page-content.ts";

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
  services: ["Camas", "Contactos de 110 V", "Mesa de campamento", "Asador", "Estacionamiento"],
};

export default content;
