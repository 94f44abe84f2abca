import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Wooden cabins among the trees for those who want camp life with a roof, a bed and a door.",
  more: [
    "We have 19 basic ecotourist cabins, 7 superior cabins, 5 lake villages and 6 teepees. Each one welcomes 1 to 6 people (teepee number 6, up to 4).",
    "Check-in is at 3:00 pm and check-out before 11:59 am; afterwards you may stay in the campground until 6:00 pm.",
    "Choose your cabin on the map when you get your quote and we hold it for you while you pay.",
  ],
  facts: [
    {
      label: "Capacity",
      value: "1 to 6 people per cabin",
    },
    facts.checkIn,
    facts.checkOut,
    facts.familiesOnly,
  ],
};

export default content;
