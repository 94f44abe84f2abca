import type { PageContent } from "../page-content.ts";

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
    {
      label: "Campground hours",
      value: "Entry from 7:30 am to 11:30 pm.",
    },
    {
      label: "Camping shift",
      value: "6:00 pm to 6:00 pm the next day",
    },
    {
      label: "Families only",
      value:
        "Camping and lodging are for family groups: the group includes a child aged 12 or under, or a person aged 60 or over.",
    },
  ],
};

export default content;
