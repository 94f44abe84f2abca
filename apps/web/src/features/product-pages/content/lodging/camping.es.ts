import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Tu espacio de campamento, con baños, regaderas y asadores cerca, dentro del parque acuático.",
  more: [
    "El turno va de las 6:00 p. m. a las 6:00 p. m. del día siguiente. Trae tu tienda o tu casa rodante.",
    "Con la promoción 3x2, la tercera noche consecutiva de campamento es gratis.",
  ],
  facts: [
    {
      label: "Precio",
      value: "200 por persona",
    },
    {
      label: "Turno",
      value: "6:00 p. m. a 6:00 p. m. del día siguiente",
    },
    facts.campgroundHours,
    facts.familiesOnly,
  ],
  services: [
    "Baños y regaderas",
    "Asadores",
    "Mesas de campamento",
    "Estacionamiento",
    "Fogatas en áreas señaladas",
  ],
};

export default content;
