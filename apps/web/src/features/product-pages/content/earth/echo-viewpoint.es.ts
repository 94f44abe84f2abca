import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Grita tu nombre en el mirador del eco y escucha cómo el valle te lo devuelve.",
  more: [
    "El mirador está sobre las rocas del cañón, con vista a los senderos. Es una parada favorita de los paseos a caballo.",
    "Sube con calma y vigila a las niñas y los niños en las orillas.",
  ],
  facts: [facts.campgroundHours, facts.includedInAdmission],
};

export default content;
