import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Cinco puentes colgantes de madera y cuerda unen las plataformas entre los árboles.",
  more: [
    "Cruza despacio, siente el vaivén y mira hacia abajo si te atreves: vas asegurado a la línea de vida todo el tiempo.",
    "En el recorrido parcial (de 1 m a 1.39 m de estatura) se cruzan 2 de los 5 puentes.",
  ],
  facts: [
    {
      label: "Puentes",
      value: "5",
    },
    {
      label: "Recorrido parcial",
      value: "2 de los 5 puentes",
    },
  ],
};

export default content;
