import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

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
    facts.campgroundHours,
    {
      label: "Precio",
      value: "200 por persona",
    },
    {
      label: "Promoción 3x2",
      value: "La tercera noche consecutiva es gratis.",
    },
    facts.familiesOnly,
  ],
};

export default content;
