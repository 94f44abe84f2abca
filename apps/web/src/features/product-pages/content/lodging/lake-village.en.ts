import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Villages on the lake shore: wake up with the water at your door.",
  more: [
    "There are 5 villages for 1 to 6 people each, with a terrace facing the lake and a pier a few steps away.",
    "The village price does not include park admission.",
  ],
  facts: [
    {
      label: "Price",
      value: "2000 per cabin (admission not included)",
    },
    {
      label: "Capacity",
      value: "1 to 6 people",
    },
    {
      label: "Villages",
      value: "5",
    },
    {
      label: "Check-in",
      value: "3:00 pm",
    },
    {
      label: "Check-out",
      value: "Before 11:59 am; you may stay in the campground until 6:00 pm.",
    },
    {
      label: "Families only",
      value:
        "Camping and lodging are for family groups: the group includes a child aged 12 or under, or a person aged 60 or over.",
    },
  ],
  services: ["Lake-view terrace", "Beds", "110V outlets", "Grill", "Camping table", "Parking"],
};

export default content;
