import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Simple, comfortable ecotourist cabins among the trees, close to the pools.",
  more: [
    "There are 19 wooden cabins for 1 to 6 people, with beds, power and a camping table outside to dine under the stars.",
    "Choose your cabin on the map when you get your quote and we hold it while you pay.",
  ],
  facts: [
    {
      label: "Price",
      value: "2000 per cabin",
    },
    {
      label: "Capacity",
      value: "1 to 6 people",
    },
    {
      label: "Cabins",
      value: "19",
    },
    facts.checkIn,
    facts.checkOut,
    facts.familiesOnly,
  ],
  services: ["Beds", "110V outlets", "Camping table", "Grill", "Parking"],
};

export default content;
