import type { PageContent } from "../page-content.ts";

const content: PageContent = {
  lead: "Superior cabins with a bathroom, air conditioning and queen beds for a big rest.",
  more: [
    "There are 7 cabins for 1 to 6 people, with everything needed for a comfortable stay at the campground.",
    "Choose your cabin on the map when you get your quote and we hold it while you pay.",
  ],
  facts: [
    {
      label: "Price",
      value: "650 per cabin",
    },
    {
      label: "Capacity",
      value: "1 to 6 people",
    },
    {
      label: "Cabins",
      value: "7",
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
  services: [
    "Shower",
    "110V outlets",
    "Sink",
    "Restroom",
    "Hot water sink",
    "Sofa bed",
    "Queen beds",
    "Camping table",
    "Grill",
    "Parking",
    "Mini fridge",
    "Air conditioner",
  ],
};

export default content;
