import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "¿Olvidaste el hielo o el carbón? La tienda de abarrotes del parque te salva la tarde.",
  more: [
    "Encuentra bebidas, botanas, hielo, carbón, leña y artículos básicos para tu campamento.",
    "Está junto a la recepción, a la entrada del campamento.",
  ],
  facts: [
    {
      label: "Horario del campamento",
      value: "Entrada de 7:30 a. m. a 11:30 p. m.",
    },
    {
      label: "Precio",
      value: "200 por persona",
    },
  ],
};

export default content;
