import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Your camping spot, with restrooms, showers and grills nearby, inside the water park.",
  more: [
    "The shift runs from 6:00 pm to 6:00 pm the next day. Bring your tent or your motorhome.",
    "With the 3x2 promotion, the third consecutive camping night is free.",
  ],
  facts: [
    {
      label: "Price",
      value: "200 per person",
    },
    {
      label: "Shift",
      value: "6:00 pm to 6:00 pm the next day",
    },
    facts.campgroundHours,
    facts.familiesOnly,
  ],
  services: ["Restrooms and showers", "Grills", "Camping tables", "Parking", "Campfires in marked areas"],
};

export default content;
