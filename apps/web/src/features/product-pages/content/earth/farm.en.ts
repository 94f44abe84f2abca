import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Meet the farm animals: goats, sheep, hens and rabbits that little ones love.",
  more: [
    "At the farm children learn how each animal is cared for. Ask about feeding times.",
    "Wash your hands on the way out; there are sinks next to the entrance.",
  ],
  facts: [
    {
      label: "Extra activities",
      value: "From 10:00 am.",
    },
    {
      label: "Cost",
      value: "Included in your admission",
    },
  ],
};

export default content;
