import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Race down the super water slide, through curves and a splashing finish.",
  more: [
    "Climb the tower, wait for your turn and let go. Lifeguards send each rider off.",
    "The slide is closed on yellow-tariff days.",
  ],
  facts: [facts.poolHours],
};

export default content;
