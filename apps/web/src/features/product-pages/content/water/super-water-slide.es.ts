import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Baja a toda velocidad por el súper tobogán, entre curvas y un final que salpica.",
  more: [
    "Sube la torre, espera tu turno y déjate ir. Los salvavidas dan la salida a cada persona.",
    "El tobogán cierra en los días de tarifa amarilla.",
  ],
  facts: [facts.poolHours],
};

export default content;
