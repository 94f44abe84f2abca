import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Las noches del campamento suenan a música en vivo: trae tu silla, tu cobija y ganas de cantar.",
  more: [
    "Bandas locales tocan en el foro al aire libre junto al área de fogatas. Consulta la página de eventos para ver quién viene.",
    "La música termina a la medianoche para que todos descansen.",
  ],
  facts: [
    {
      label: "Música",
      value: "Hasta la medianoche",
    },
    {
      label: "Programa",
      value: "En la página de eventos",
    },
  ],
};

export default content;
