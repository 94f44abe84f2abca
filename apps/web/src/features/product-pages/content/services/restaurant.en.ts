import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Breakfasts, lunches and Baja Californian snacks without leaving the park.",
  more: [
    "We cook tacos, burgers, salads and daily specials, with choices for children.",
    "Open the menu to see the dishes and their prices.",
  ],
  facts: [
    {
      label: "Hours",
      value: "8:00 am to 5:00 pm",
    },
    {
      label: "Price",
      value: "200 per person",
    },
  ],
};

export default content;
