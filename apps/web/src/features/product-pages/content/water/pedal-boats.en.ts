import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Pedal across the lake as a family and watch the ducks up close.",
  more: [
    "Every boat carries life jackets for everyone. When others are waiting, each turn lasts 30 minutes.",
    "Boats leave from the lake's pier.",
  ],
  facts: [
    {
      label: "Turn",
      value: "30 minutes when others are waiting",
    },
    facts.extraActivities,
  ],
};

export default content;
