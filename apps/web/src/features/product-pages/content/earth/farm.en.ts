import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Meet the farm animals: goats, sheep, hens and rabbits that little ones love.",
  more: [
    "At the farm children learn how each animal is cared for. Ask about feeding times.",
    "Wash your hands on the way out; there are sinks next to the entrance.",
  ],
  facts: [facts.extraActivities, facts.includedInAdmission],
};

export default content;
