import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Chorros que saltan del piso, arcos de agua y cubetas que se vacían: la fuente interactiva es el reino de los pequeños.",
  more: [
    "El agua sale en juegos distintos cada pocos minutos, y no hace falta saber nadar: el piso es plano y antiderrapante.",
    "Toca la fuente animada de esta página para ver cómo responde.",
  ],
  facts: [
    {
      label: "Albercas",
      value:
        "De 10:00 a. m. a 11:59 p. m. Los días de tarifa amarilla todas las albercas y el tobogán están cerrados.",
    },
  ],
};

export default content;
