import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Sleep in a teepee at the village: a night of adventure with a campfire and a starry sky.",
  more: [
    "The village has 6 teepees for 1 to 6 people (teepee number 6 holds up to 4).",
    "The teepee price does not include park admission.",
  ],
  facts: [
    {
      label: "Price",
      value: "650 per teepee (admission not included)",
    },
    {
      label: "Capacity",
      value: "1 to 6 people; teepee 6, up to 4",
    },
    {
      label: "Teepees",
      value: "6",
    },
    facts.checkIn,
    facts.checkOut,
    facts.familiesOnly,
  ],
  services: ["Mattresses", "Power", "Campfire in a marked area", "Grill", "Camping table", "Parking"],
};

export default content;
