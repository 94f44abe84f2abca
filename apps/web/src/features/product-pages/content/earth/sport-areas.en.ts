import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Courts to play as a family: soccer, volleyball and plenty of room to run.",
  more: [
    "The sport areas sit next to the campground and are free to use with your admission.",
    "Bring your ball or borrow one at the front desk.",
  ],
  facts: [facts.campgroundHours, facts.includedInAdmission],
};

export default content;
