import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Chorros que saltan del piso, arcos de agua y cubetas que se vacían: la fuente interactiva es el reino de los pequeños.",
  more: [
    "El agua sale en juegos distintos cada pocos minutos, y no hace falta saber nadar: el piso es plano y antiderrapante.",
    "Toca la fuente animada de esta página para ver cómo responde.",
  ],
  facts: [facts.poolHours],
};

export default content;
