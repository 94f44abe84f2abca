import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Shout your name at the echo viewpoint and hear the valley send it back.",
  more: [
    "The viewpoint sits on the canyon rocks overlooking the trails. It is a favourite stop of the horseback rides.",
    "Climb calmly and keep an eye on children near the edges.",
  ],
  facts: [
    {
      label: "Campground hours",
      value: "Entry from 7:30 am to 11:30 pm.",
    },
    {
      label: "Cost",
      value: "Included in your admission",
    },
  ],
};

export default content;
