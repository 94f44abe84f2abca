import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Jets that leap from the floor, water arches and tipping buckets: the interactive fountain is the little ones' kingdom.",
  more: [
    "Water plays in a different pattern every few minutes, and nobody needs to swim: the floor is flat and non-slip.",
    "Tap the animated fountain on this page to see how it answers.",
  ],
  facts: [
    {
      label: "Pools",
      value: "10:00 am to 11:59 pm. On yellow-tariff days all pools and the slide are closed.",
    },
  ],
};

export default content;
