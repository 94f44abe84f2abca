import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Canchas para jugar en familia: futbol, voleibol y espacio de sobra para correr.",
  more: [
    "Las áreas deportivas están junto al campamento y se usan sin costo extra con tu admisión.",
    "Trae tu balón o pide uno prestado en la recepción.",
  ],
  facts: [facts.campgroundHours, facts.includedInAdmission],
};

export default content;
