import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Campground nights sound like live music: bring your chair, your blanket and your singing voice.",
  more: [
    "Local bands play on the open-air stage next to the campfire area. Check the events page to see who is coming.",
    "The music ends at midnight so everyone can rest.",
  ],
  facts: [
    {
      label: "Music",
      value: "Until midnight",
    },
    {
      label: "Line-up",
      value: "On the events page",
    },
  ],
};

export default content;
