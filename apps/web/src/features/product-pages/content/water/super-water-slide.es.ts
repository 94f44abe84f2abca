import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Baja a toda velocidad por el súper tobogán, entre curvas y un final que salpica.",
  more: [
    "Sube la torre, espera tu turno y déjate ir. Los salvavidas dan la salida a cada persona.",
    "El tobogán cierra en los días de tarifa amarilla.",
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
