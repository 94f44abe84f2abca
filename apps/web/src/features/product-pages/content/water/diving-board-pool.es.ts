import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Alberca honda con trampolín para los clavados más valientes de la familia.",
  more: [
    "Los clavados son uno a la vez y con el salvavidas vigilando. La zona de trampolín es solo para quien sabe nadar.",
    "Alrededor hay camastros y sombra para quien prefiere mirar.",
  ],
  facts: [facts.poolHours],
};

export default content;
