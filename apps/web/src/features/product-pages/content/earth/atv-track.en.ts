import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Over 6 km of track among hills and dry creeks to ride an ATV with the whole family.",
  more: [
    "The track closes at 8:00 pm in summer and 6:00 pm in winter. ATVs ride on the track only.",
    "Renters must be 18 or older; anyone under 18 is accompanied and each ATV carries at most 2 people.",
  ],
  facts: [
    {
      label: "Track",
      value: "Over 6 km",
    },
    {
      label: "Hours",
      value: "Until 8:00 pm in summer and 6:00 pm in winter",
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
      label: "Price",
      value: "200 per person",
    },
  ],
};

export default content;
