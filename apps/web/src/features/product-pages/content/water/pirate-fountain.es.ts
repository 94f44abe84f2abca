import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Aborda el barco pirata: cañones de agua, resbaladillas y un cubo gigante que empapa a toda la tripulación.",
  more: [
    "El barco tiene rampas y escaleras a la medida de las niñas y los niños, con agua a poca profundidad.",
    "Una persona adulta debe acompañar a las y los más pequeños.",
  ],
  facts: [facts.poolHours],
};

export default content;
