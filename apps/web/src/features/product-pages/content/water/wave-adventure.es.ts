import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Salta las olas de nuestra alberca de oleaje sin salir del valle.",
  more: [
    "Las olas llegan en series, con pausas para descansar. Hay zona baja para las niñas y los niños pequeños.",
    "Hay salvavidas en todas las albercas durante su horario.",
  ],
  facts: [
    facts.poolHours,
    {
      label: "Niñas y niños de menos de 1 m",
      value: "Entran gratis",
    },
  ],
};

export default content;
