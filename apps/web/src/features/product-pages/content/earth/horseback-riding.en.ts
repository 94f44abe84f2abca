import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Ride the valley's trails on horseback, at our horses' easy pace and with a park guide.",
  more: [
    "The ride lasts 45 to 60 minutes. Riders 1.20 m or taller may ride alone; otherwise they ride with an adult on the same horse (at most one adult per horse).",
    "For safety each rider must weigh under 125 kg, and children under 14 are accompanied.",
    "Book your ride with its time slot when you get your quote.",
  ],
  facts: [
    {
      label: "Duration",
      value: "45 to 60 minutes",
    },
    {
      label: "Height to ride alone",
      value: "1.20 m",
    },
    {
      label: "Maximum weight",
      value: "Under 125 kg",
    },
    facts.childrenAccompanied,
    facts.extraActivities,
  ],
};

export default content;
