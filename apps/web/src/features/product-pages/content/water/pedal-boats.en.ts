import type { PageContent } from "../page-content.ts";

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
    {
      label: "Extra activities",
      value: "From 10:00 am.",
    },
  ],
};

export default content;
