import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Canchas para jugar en familia: futbol, voleibol y espacio de sobra para correr.",
  more: [
    "Las áreas deportivas están junto al campamento y se usan sin costo extra con tu admisión.",
    "Trae tu balón o pide uno prestado en la recepción.",
  ],
  facts: [
    {
      label: "Horario del campamento",
      value: "Entrada de 7:30 a. m. a 11:30 p. m.",
    },
    {
      label: "Costo",
      value: "Incluido en tu admisión",
    },
  ],
};

export default content;
