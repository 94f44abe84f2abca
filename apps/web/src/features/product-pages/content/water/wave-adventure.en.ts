import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Jump the waves of our wave pool without leaving the valley.",
  more: [
    "Waves come in sets, with breaks to rest. There is a shallow area for small children.",
    "Lifeguards watch every pool during its hours.",
  ],
  facts: [
    facts.poolHours,
    {
      label: "Children under 40 inches",
      value: "Enter free",
    },
  ],
};

export default content;
