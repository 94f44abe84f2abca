import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "El lago es el corazón del parque: agua tranquila, patos, sauces y las villas a la orilla.",
  more: [
    "Camina alrededor, pesca una foto al atardecer o sube a un bote de pedales.",
    "Nadar en el lago no está permitido; para eso están las albercas.",
  ],
  facts: [
    facts.campgroundHours,
    {
      label: "Botes de pedales",
      value: "30 minutos por turno cuando hay personas esperando",
    },
  ],
};

export default content;
