import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Courts to play as a family: soccer, volleyball and plenty of room to run.",
  more: [
    "The sport areas sit next to the campground and are free to use with your admission.",
    "Bring your ball or borrow one at the front desk.",
  ],
  facts: [
    {
      label: "Campground hours",
      value: "Entry from 7:30 am to 11:30 pm.",
    },
    {
      label: "Cost",
      value: "Included in your admission",
    },
  ],
};

export default content;
