import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "The lake is the heart of the park: calm water, ducks, willows and the villages on its shore.",
  more: [
    "Walk around it, catch a sunset photo or take a pedal boat.",
    "Swimming in the lake is not allowed; that is what the pools are for.",
  ],
  facts: [
    facts.campgroundHours,
    {
      label: "Pedal boats",
      value: "30 minutes per turn when others are waiting",
    },
  ],
};

export default content;
