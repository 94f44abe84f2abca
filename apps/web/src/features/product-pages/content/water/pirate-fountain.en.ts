import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Board the pirate ship: water cannons, slides and a giant bucket that soaks the whole crew.",
  more: [
    "The ship has ramps and ladders sized for children, in shallow water.",
    "An adult must accompany the youngest ones.",
  ],
  facts: [
    {
      label: "Pools",
      value: "10:00 am to 11:59 pm. On yellow-tariff days all pools and the slide are closed.",
    },
  ],
};

export default content;
