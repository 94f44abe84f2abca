import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Race down the super water slide, through curves and a splashing finish.",
  more: [
    "Climb the tower, wait for your turn and let go. Lifeguards send each rider off.",
    "The slide is closed on yellow-tariff days.",
  ],
  facts: [
    {
      label: "Pools",
      value: "10:00 am to 11:59 pm. On yellow-tariff days all pools and the slide are closed.",
    },
  ],
};

export default content;
