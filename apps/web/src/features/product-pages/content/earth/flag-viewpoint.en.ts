import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Climb to the flag viewpoint and see the whole valley, the park and the hills from above.",
  more: [
    "A short trail leads to the giant flag. At sunset the view turns orange and it is the best time for the family photo.",
    "Bring water and comfortable shoes; the path has some steep stretches.",
  ],
  facts: [facts.campgroundHours, facts.includedInAdmission],
};

export default content;
