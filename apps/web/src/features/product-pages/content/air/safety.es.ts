import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Tu seguridad es lo primero: equipo certificado, guías capacitados y reglas claras en cada plataforma.",
  more: [
    "Los arneses soportan hasta 1,500 kg y no hay límite de peso, pero el arnés tiene medidas: cintura de hasta 121 cm y muslo de hasta 66 cm.",
    "La estatura mínima es de 1.40 m para el recorrido completo; de 1 m a 1.39 m se hace un recorrido parcial. Las personas menores de 14 años van acompañadas.",
    "Sigue siempre las indicaciones de tu guía y no te quites el arnés hasta terminar.",
  ],
  facts: [
    {
      label: "Capacidad del arnés",
      value: "1,500 kg; sin límite de peso",
    },
    {
      label: "Medidas del arnés",
      value: "Cintura hasta 121 cm, muslo hasta 66 cm",
    },
    {
      label: "Estatura mínima",
      value: "1.40 m (recorrido parcial de 1 m a 1.39 m)",
    },
    facts.childrenAccompanied,
  ],
};

export default content;
