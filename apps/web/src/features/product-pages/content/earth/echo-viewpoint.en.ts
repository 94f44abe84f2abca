import type { PageContent } from "../page-content.ts";
import facts from "../park-facts.en.ts";

const content: PageContent = {
  lead: "Shout your name at the echo viewpoint and hear the valley send it back.",
  more: [
    "The viewpoint sits on the canyon rocks overlooking the trails. It is a favourite stop of the horseback rides.",
    "Climb calmly and keep an eye on children near the edges.",
  ],
  facts: [facts.campgroundHours, facts.includedInAdmission],
};

export default content;
