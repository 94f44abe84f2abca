import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Camp under the pines and the valley's stars, with your family and your campfire, a few steps from the pools and the lake.",
  more: [
    "Every camping spot is wide and level, with room for your tent, your table and your vehicle. There are restrooms with showers, grill areas and natural shade during the day.",
    "The camping shift runs from 6:00 pm to 6:00 pm the next day, so you have a whole day to enjoy the park before heading home.",
    "With the permanent 3x2 promotion, the third consecutive camping night is free.",
  ],
  facts: [
    {
      label: "Camping shift",
      value: "6:00 pm to 6:00 pm the next day",
    },
    facts.campgroundHours,
    {
      label: "Price",
      value: "200 per person",
    },
    {
      label: "3x2 promotion",
      value: "The third consecutive night is free.",
    },
    facts.familiesOnly,
  ],
};

export default content;
