import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

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
    facts.campgroundHours,
    {
      label: "Turno de campamento",
      value: "6:00 p. m. a 6:00 p. m. del día siguiente",
    },
    facts.familiesOnly,
  ],
};

export default content;
