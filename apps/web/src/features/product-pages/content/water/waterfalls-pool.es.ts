import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Relájate bajo las cascadas de esta alberca templada, rodeada de rocas y plantas.",
  more: [
    "Es la alberca tranquila del parque: poca profundidad, caídas de agua para masaje y bancas dentro del agua.",
    "Ideal para las personas adultas mayores, que además tienen 30% de descuento en su admisión.",
  ],
  facts: [
    {
      label: "Albercas",
      value:
        "De 10:00 a. m. a 11:59 p. m. Los días de tarifa amarilla todas las albercas y el tobogán están cerrados.",
    },
    {
      label: "Personas adultas mayores",
      value: "30% de descuento",
    },
  ],
};

export default content;
