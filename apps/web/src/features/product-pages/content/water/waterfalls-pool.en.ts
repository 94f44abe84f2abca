import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Relax under the waterfalls of this warm pool, surrounded by rocks and plants.",
  more: [
    "It is the park's quiet pool: shallow, with massaging water falls and benches in the water.",
    "Ideal for seniors, who also get 30% off their admission.",
  ],
  facts: [
    facts.poolHours,
    {
      label: "Seniors",
      value: "30% discount",
    },
  ],
};

export default content;
