import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Trae tu casa rodante y estaciónala a la sombra, con el parque acuático y las actividades a unos pasos.",
  more: [
    "Los espacios para casas rodantes reciben de 1 a 6 personas y comparten los baños, regaderas y áreas de asador del campamento.",
    "Llega desde las 7:30 a. m.; el turno de campamento dura de las 6:00 p. m. a las 6:00 p. m. del día siguiente.",
  ],
  facts: [
    {
      label: "Capacidad",
      value: "De 1 a 6 personas",
    },
    {
      label: "Horario del campamento",
      value: "Entrada de 7:30 a. m. a 11:30 p. m.",
    },
    {
      label: "Turno de campamento",
      value: "6:00 p. m. a 6:00 p. m. del día siguiente",
    },
    {
      label: "Solo familias",
      value:
        "El campamento y el hospedaje son para grupos familiares: el grupo incluye a una niña o niño de 12 años o menos, o a una persona de 60 años o más.",
    },
  ],
};

export default content;
