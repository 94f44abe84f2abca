import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Salta las olas de nuestra alberca de oleaje sin salir del valle.",
  more: [
    "Las olas llegan en series, con pausas para descansar. Hay zona baja para las niñas y los niños pequeños.",
    "Hay salvavidas en todas las albercas durante su horario.",
  ],
  facts: [
    {
      label: "Albercas",
      value:
        "De 10:00 a. m. a 11:59 p. m. Los días de tarifa amarilla todas las albercas y el tobogán están cerrados.",
    },
    {
      label: "Niñas y niños de menos de 1 m",
      value: "Entran gratis",
    },
  ],
};

export default content;
