import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Pedalea por el lago en familia y mira a los patos de cerca.",
  more: [
    "Cada bote lleva chalecos salvavidas para todos. Cuando hay personas esperando, cada turno dura 30 minutos.",
    "Los botes se toman en el muelle del lago.",
  ],
  facts: [
    {
      label: "Turno",
      value: "30 minutos cuando hay personas esperando",
    },
    facts.extraActivities,
  ],
};

export default content;
