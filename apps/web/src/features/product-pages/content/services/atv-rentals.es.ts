import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Renta una cuatrimoto por hora y recorre más de 6 km de pista dentro del parque.",
  more: [
    "Quien renta debe tener 18 años o más; las personas menores de edad van acompañadas. Cada cuatrimoto lleva como máximo 2 personas y solo circula en la pista.",
    "La pista cierra a las 8:00 p. m. en verano y a las 6:00 p. m. en invierno. Aparta tu horario al cotizar tu visita.",
  ],
  facts: [
    {
      label: "Renta",
      value: "Por hora",
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
      label: "Horario",
      value: "Hasta las 8:00 p. m. en verano y las 6:00 p. m. en invierno",
    },
  ],
};

export default content;
