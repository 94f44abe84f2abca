import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Forgot the ice or the charcoal? The park's grocery store saves your afternoon.",
  more: [
    "Find drinks, snacks, ice, charcoal, firewood and camping basics.",
    "It is next to the front desk, at the campground entrance.",
  ],
  facts: [
    {
      label: "Campground hours",
      value: "Entry from 7:30 am to 11:30 pm.",
    },
    {
      label: "Price",
      value: "200 per person",
    },
  ],
};

export default content;
