import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Your safety comes first: certified gear, trained guides and clear rules on every platform.",
  more: [
    "Harnesses hold up to 1,500 kg and there is no weight limit, but the harness has sizes: waist up to 121 cm and thigh up to 66 cm.",
    "The minimum height is 1.40 m for the full tour; from 1 m to 1.39 m you take a partial tour. Children under 14 are accompanied.",
    "Always follow your guide's directions and keep your harness on until the end.",
  ],
  facts: [
    {
      label: "Harness capacity",
      value: "1,500 kg; no weight limit",
    },
    {
      label: "Harness sizes",
      value: "Waist up to 121 cm, thigh up to 66 cm",
    },
    {
      label: "Minimum height",
      value: "1.40 m (partial tour from 1 m to 1.39 m)",
    },
    facts.childrenAccompanied,
  ],
};

export default content;
