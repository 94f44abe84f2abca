import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Sube al mirador de la bandera y mira todo el valle, el parque y los cerros desde lo alto.",
  more: [
    "Un sendero corto lleva hasta la bandera monumental. Al atardecer la vista se pinta de naranja y es el mejor momento para la foto familiar.",
    "Lleva agua y calzado cómodo; el camino tiene tramos con pendiente.",
  ],
  facts: [facts.campgroundHours, facts.includedInAdmission],
};

export default content;
