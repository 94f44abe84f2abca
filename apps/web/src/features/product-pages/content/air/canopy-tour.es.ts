import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Vuela sobre el valle en nuestro canopy: cerca de una hora entre tirolesas, puentes colgantes y vistas de todo el parque.",
  more: [
    "El recorrido tiene 5 tirolesas y 5 puentes colgantes. Guías certificados te colocan el arnés y te acompañan de plataforma en plataforma.",
    "¿Te gusta la noche? El canopy nocturno sale de 7:30 a 10:30 p. m. y se puede apartar hasta las 5:00 p. m. del mismo día.",
    "Agrega pases de canopy a tu cotización con el botón de esta página.",
  ],
  facts: [
    {
      label: "Duración",
      value: "Alrededor de 1 hora",
    },
    {
      label: "Recorrido",
      value: "5 tirolesas y 5 puentes colgantes",
    },
    {
      label: "Estatura mínima",
      value: "1.40 m; de 1 m a 1.39 m, recorrido parcial (las 5 tirolesas y 2 de los 5 puentes)",
    },
    facts.childrenAccompanied,
    {
      label: "Canopy nocturno",
      value: "De 7:30 a 10:30 p. m.; se aparta hasta las 5:00 p. m.",
    },
  ],
};

export default content;
