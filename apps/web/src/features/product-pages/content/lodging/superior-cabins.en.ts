import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Superior cabins with a bathroom, air conditioning and queen beds for a big rest.",
  more: [
    "There are 7 cabins for 1 to 6 people, with everything needed for a comfortable stay at the campground.",
    "Choose your cabin on the map when you get your quote and we hold it while you pay.",
  ],
  facts: [
    {
      label: "Price",
      value: "650 per cabin",
    },
    {
      label: "Capacity",
      value: "1 to 6 people",
    },
    {
      label: "Cabins",
      value: "7",
    },
    facts.checkIn,
    facts.checkOut,
    facts.familiesOnly,
  ],
  services: [
    "Shower",
    "110V outlets",
    "Sink",
    "Restroom",
    "Hot water sink",
    "Sofa bed",
    "Queen beds",
    "Camping table",
    "Grill",
    "Parking",
    "Mini fridge",
    "Air conditioner",
  ],
};

export default content;
