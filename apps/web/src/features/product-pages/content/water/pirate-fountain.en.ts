import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Board the pirate ship: water cannons, slides and a giant bucket that soaks the whole crew.",
  more: [
    "The ship has ramps and ladders sized for children, in shallow water.",
    "An adult must accompany the youngest ones.",
  ],
  facts: [facts.poolHours],
};

export default content;
