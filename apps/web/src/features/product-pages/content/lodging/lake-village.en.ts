import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Villages on the lake shore: wake up with the water at your door.",
  more: [
    "There are 5 villages for 1 to 6 people each, with a terrace facing the lake and a pier a few steps away.",
    "The village price does not include park admission.",
  ],
  facts: [
    {
      label: "Price",
      value: "2000 per cabin (admission not included)",
    },
    {
      label: "Capacity",
      value: "1 to 6 people",
    },
    {
      label: "Villages",
      value: "5",
    },
    facts.checkIn,
    facts.checkOut,
    facts.familiesOnly,
  ],
  services: ["Lake-view terrace", "Beds", "110V outlets", "Grill", "Camping table", "Parking"],
};

export default content;
