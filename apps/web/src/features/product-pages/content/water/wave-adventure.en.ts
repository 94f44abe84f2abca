import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Jump the waves of our wave pool without leaving the valley.",
  more: [
    "Waves come in sets, with breaks to rest. There is a shallow area for small children.",
    "Lifeguards watch every pool during its hours.",
  ],
  facts: [
    {
      label: "Pools",
      value: "10:00 am to 11:59 pm. On yellow-tariff days all pools and the slide are closed.",
    },
    {
      label: "Children under 40 inches",
      value: "Enter free",
    },
  ],
};

export default content;
