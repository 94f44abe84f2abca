import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Five wood-and-rope suspension bridges join the platforms among the trees.",
  more: [
    "Cross slowly, feel the sway and look down if you dare: you stay clipped to the safety line all the way.",
    "The partial tour (1 m to 1.39 m tall) crosses 2 of the 5 bridges.",
  ],
  facts: [
    {
      label: "Bridges",
      value: "5",
    },
    {
      label: "Partial tour",
      value: "2 of the 5 bridges",
    },
  ],
};

export default content;
