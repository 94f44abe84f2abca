import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Fly over the valley on our canopy tour: about an hour of zip lines, suspension bridges and views of the whole park.",
  more: [
    "The course has 5 zip lines and 5 suspension bridges. Certified guides fit your harness and go with you from platform to platform.",
    "Fond of the night? The night canopy runs from 7:30 to 10:30 pm and can be booked until 5:00 pm the same day.",
    "Add canopy passes to your quote with the button on this page.",
  ],
  facts: [
    {
      label: "Duration",
      value: "About 1 hour",
    },
    {
      label: "Course",
      value: "5 zip lines and 5 suspension bridges",
    },
    {
      label: "Minimum height",
      value: "1.40 m; from 1 m to 1.39 m, a partial tour (all 5 zip lines and 2 of the 5 bridges)",
    },
    facts.childrenAccompanied,
    {
      label: "Night canopy",
      value: "7:30 to 10:30 pm; book until 5:00 pm",
    },
  ],
};

export default content;
