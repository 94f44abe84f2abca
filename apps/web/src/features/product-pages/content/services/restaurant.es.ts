import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Desayunos, comidas y antojitos bajacalifornianos sin salir del parque.",
  more: [
    "Cocinamos tacos, hamburguesas, ensaladas y platillos del día, con opciones para las niñas y los niños.",
    "Abre el menú para ver los platillos y sus precios.",
  ],
  facts: [
    {
      label: "Horario",
      value: "De 8:00 a. m. a 5:00 p. m.",
    },
    {
      label: "Precio",
      value: "200 por persona",
    },
  ],
};

export default content;
