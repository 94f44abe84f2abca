import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "¿Olvidaste el hielo o el carbón? La tienda de abarrotes del parque te salva la tarde.",
  more: [
    "Encuentra bebidas, botanas, hielo, carbón, leña y artículos básicos para tu campamento.",
    "Está junto a la recepción, a la entrada del campamento.",
  ],
  facts: [
    facts.campgroundHours,
    {
      label: "Precio",
      value: "200 por persona",
    },
  ],
};

export default content;
