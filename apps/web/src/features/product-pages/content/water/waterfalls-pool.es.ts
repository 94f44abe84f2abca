import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Relájate bajo las cascadas de esta alberca templada, rodeada de rocas y plantas.",
  more: [
    "Es la alberca tranquila del parque: poca profundidad, caídas de agua para masaje y bancas dentro del agua.",
    "Ideal para las personas adultas mayores, que además tienen 30% de descuento en su admisión.",
  ],
  facts: [
    facts.poolHours,
    {
      label: "Personas adultas mayores",
      value: "30% de descuento",
    },
  ],
};

export default content;
