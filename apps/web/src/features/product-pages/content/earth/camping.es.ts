import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Acampa bajo los pinos y las estrellas del valle, con tu familia y tu fogata, a unos pasos de las albercas y del lago.",
  more: [
    "Cada espacio de campamento es amplio y plano, con lugar para tu tienda, tu mesa y tu vehículo. Hay baños con regaderas, áreas de asador y sombra natural durante el día.",
    "El turno de campamento va de las 6:00 p. m. a las 6:00 p. m. del día siguiente, así que tienes todo el día para disfrutar el parque antes de volver a casa.",
    "Con la promoción permanente 3x2, la tercera noche consecutiva de campamento es gratis.",
  ],
  facts: [
    {
      label: "Turno de campamento",
      value: "6:00 p. m. a 6:00 p. m. del día siguiente",
    },
    {
      label: "Horario del campamento",
      value: "Entrada de 7:30 a. m. a 11:30 p. m.",
    },
    {
      label: "Precio",
      value: "200 por persona",
    },
    {
      label: "Promoción 3x2",
      value: "La tercera noche consecutiva es gratis.",
    },
    {
      label: "Solo familias",
      value:
        "El campamento y el hospedaje son para grupos familiares: el grupo incluye a una niña o niño de 12 años o menos, o a una persona de 60 años o más.",
    },
  ],
};

export default content;
