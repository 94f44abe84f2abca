import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Bring your motorhome and park it in the shade, with the water park and the activities a few steps away.",
  more: [
    "RV spots welcome 1 to 6 people and share the campground's restrooms, showers and grill areas.",
    "Arrive from 7:30 am; the camping shift lasts from 6:00 pm to 6:00 pm the next day.",
  ],
  facts: [
    {
      label: "Capacity",
      value: "1 to 6 people",
    },
    facts.campgroundHours,
    {
      label: "Camping shift",
      value: "6:00 pm to 6:00 pm the next day",
    },
    facts.familiesOnly,
  ],
};

export default content;
