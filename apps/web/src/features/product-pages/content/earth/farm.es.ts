import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Conoce a los animales de la granja: chivas, borregos, gallinas y conejos que les encantan a los más pequeños.",
  more: [
    "En la granja las niñas y los niños aprenden cómo se cuida a cada animal. Pregunta por los horarios de alimentación.",
    "Lávate las manos al salir; hay lavamanos junto a la entrada.",
  ],
  facts: [
    {
      label: "Actividades extra",
      value: "Desde las 10:00 a. m.",
    },
    {
      label: "Costo",
      value: "Incluido en tu admisión",
    },
  ],
};

export default content;
