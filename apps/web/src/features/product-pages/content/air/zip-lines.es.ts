import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Cinco tirolesas cruzan el cañón: la más larga te deja ver el lago desde las alturas.",
  more: [
    "Cada tirolesa tiene doble cable y freno en la llegada. Los guías revisan tu arnés antes de cada salida.",
    "Quien mide de 1 m a 1.39 m también recorre las 5 tirolesas.",
  ],
  facts: [
    {
      label: "Tirolesas",
      value: "5",
    },
    {
      label: "Estatura mínima",
      value: "1.40 m para el recorrido completo",
    },
  ],
};

export default content;
