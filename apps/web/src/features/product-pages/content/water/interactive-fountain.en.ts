import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Jets that leap from the floor, water arches and tipping buckets: the interactive fountain is the little ones' kingdom.",
  more: [
    "Water plays in a different pattern every few minutes, and nobody needs to swim: the floor is flat and non-slip.",
    "Tap the animated fountain on this page to see how it answers.",
  ],
  facts: [facts.poolHours],
};

export default content;
