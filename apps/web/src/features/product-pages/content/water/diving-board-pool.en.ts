import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "A deep pool with a diving board for the family's bravest divers.",
  more: [
    "Dives are one at a time with the lifeguard watching. The diving area is for swimmers only.",
    "Around it there are loungers and shade for those who prefer to watch.",
  ],
  facts: [facts.poolHours],
};

export default content;
