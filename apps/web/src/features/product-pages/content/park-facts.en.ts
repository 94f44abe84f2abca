import type { ParkFacts } from "./page-content.ts";

const facts: ParkFacts = {
  checkIn: {
    label: "Check-in",
    value: "3:00 pm",
  },
  checkOut: {
    label: "Check-out",
    value: "Before 11:59 am; you may stay in the campground until 6:00 pm.",
  },
  familiesOnly: {
    label: "Families only",
    value:
      "Camping and lodging are for family groups: the group includes a child aged 12 or under, or a person aged 60 or over.",
  },
  campgroundHours: {
    label: "Campground hours",
    value: "Entry from 7:30 am to 11:30 pm.",
  },
  poolHours: {
    label: "Pools",
    value: "10:00 am to 11:59 pm. On yellow-tariff days all pools and the slide are closed.",
  },
  includedInAdmission: {
    label: "Cost",
    value: "Included in your admission",
  },
  childrenAccompanied: {
    label: "Children under 14",
    value: "Always accompanied",
  },
  extraActivities: {
    label: "Extra activities",
    value: "From 10:00 am.",
  },
};

export default facts;
