import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Rent an ATV by the hour and ride over 6 km of track inside the park.",
  more: [
    "Renters must be 18 or older; anyone under 18 is accompanied. Each ATV carries at most 2 people and rides on the track only.",
    "The track closes at 8:00 pm in summer and 6:00 pm in winter. Book your time slot when you get your quote.",
  ],
  facts: [
    {
      label: "Rental",
      value: "By the hour",
    },
    {
      label: "Age",
      value: "Renter 18 or older",
    },
    {
      label: "Per ATV",
      value: "At most 2 people",
    },
    {
      label: "Hours",
      value: "Until 8:00 pm in summer and 6:00 pm in winter",
    },
  ],
};

export default content;
