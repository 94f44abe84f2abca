import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Más de 6 km de pista entre cerros y arroyos secos para manejar cuatrimoto con toda la familia.",
  more: [
    "La pista cierra a las 8:00 p. m. en verano y a las 6:00 p. m. en invierno. Las cuatrimotos solo circulan dentro de la pista.",
    "Quien renta debe tener 18 años o más; las personas menores de edad van acompañadas y cada cuatrimoto lleva como máximo 2 personas.",
  ],
  facts: [
    {
      label: "Pista",
      value: "Más de 6 km",
    },
    {
      label: "Horario",
      value: "Hasta las 8:00 p. m. en verano y las 6:00 p. m. en invierno",
    },
    {
      label: "Edad",
      value: "Quien renta, 18 años o más",
    },
    {
      label: "Por cuatrimoto",
      value: "Máximo 2 personas",
    },
    {
      label: "Precio",
      value: "200 por persona",
    },
  ],
};

export default content;
