import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Five zip lines cross the canyon: the longest shows you the lake from high above.",
  more: [
    "Every zip line has a double cable and a brake at the landing. Guides check your harness before each start.",
    "Riders from 1 m to 1.39 m also ride all 5 zip lines.",
  ],
  facts: [
    {
      label: "Zip lines",
      value: "5",
    },
    {
      label: "Minimum height",
      value: "1.40 m for the full tour",
    },
  ],
};

export default content;
