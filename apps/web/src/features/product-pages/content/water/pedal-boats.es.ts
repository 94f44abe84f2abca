import type { PageContent } from "../page-content.ts";

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
    {
      label: "Actividades extra",
      value: "Desde las 10:00 a. m.",
    },
  ],
};

export default content;
