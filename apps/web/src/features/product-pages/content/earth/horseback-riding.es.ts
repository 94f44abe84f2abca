import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.es.ts";

const content: PageContent = {
  lead: "Recorre los senderos del valle a caballo, al paso tranquilo de nuestros caballos y con un guía del parque.",
  more: [
    "El paseo dura de 45 a 60 minutos. Quien mide 1.20 m o más puede montar solo; si no, va con una persona adulta en el mismo caballo (máximo una persona adulta por caballo).",
    "Por seguridad el peso de cada jinete debe ser menor a 125 kg y las personas menores de 14 años van acompañadas.",
    "Aparta tu paseo con horario al cotizar tu visita.",
  ],
  facts: [
    {
      label: "Duración",
      value: "De 45 a 60 minutos",
    },
    {
      label: "Estatura para montar solo",
      value: "1.20 m",
    },
    {
      label: "Peso máximo",
      value: "Menos de 125 kg",
    },
    facts.childrenAccompanied,
    facts.extraActivities,
  ],
};

export default content;
