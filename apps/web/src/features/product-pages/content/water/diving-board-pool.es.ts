import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Alberca honda con trampolín para los clavados más valientes de la familia.",
  more: [
    "Los clavados son uno a la vez y con el salvavidas vigilando. La zona de trampolín es solo para quien sabe nadar.",
    "Alrededor hay camastros y sombra para quien prefiere mirar.",
  ],
  facts: [
    {
      label: "Albercas",
      value:
        "De 10:00 a. m. a 11:59 p. m. Los días de tarifa amarilla todas las albercas y el tobogán están cerrados.",
    },
  ],
};

export default content;
