import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Conoce a los animales de la granja: chivas, borregos, gallinas y conejos que les encantan a los más pequeños.",
  more: [
    "En la granja las niñas y los niños aprenden cómo se cuida a cada animal. Pregunta por los horarios de alimentación.",
    "Lávate las manos al salir; hay lavamanos junto a la entrada.",
  ],
  facts: [facts.extraActivities, facts.includedInAdmission],
};

export default content;
