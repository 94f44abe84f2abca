import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Forgot the ice or the charcoal? The park's grocery store saves your afternoon.",
  more: [
    "Find drinks, snacks, ice, charcoal, firewood and camping basics.",
    "It is next to the front desk, at the campground entrance.",
  ],
  facts: [
    facts.campgroundHours,
    {
      label: "Price",
      value: "200 per person",
    },
  ],
};

export default content;
