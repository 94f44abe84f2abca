import type {
  DashboardArrivalsDto,
  DashboardOccupancyDto,
  DashboardSalesDto,
} from "@park/domain/office-dashboard/dashboard-dto.ts";

/** The dashboard's three answers on 2026-11-22, two days each, with figures a person can check by eye. */
const load = (paid: number, held: number, limit: number | null) => ({
  arrivingVisits: paid > 0 ? 2 : 0,
  arrivingPersons: paid,
  paidPersons: paid,
  heldPersons: held,
  limit,
  left: limit === null ? null : limit - paid - held,
});

export const ARRIVALS: DashboardArrivalsDto = {
  today: "2026-11-22",
  first: "2026-11-22",
  last: "2026-11-23",
  readAt: "2026-11-22T18:05:00.000Z",
  days: [
    { date: "2026-11-22", DAY: load(40, 4, 1200), NIGHT: load(10, 0, null) },
    { date: "2026-11-23", DAY: load(0, 0, 1200), NIGHT: load(0, 0, null) },
  ],
  inPark: {
    expectedVisits: 9,
    expectedPersons: 31,
    checkedInVisits: 5,
    checkedInPersons: 18,
    inParkVisits: 4,
    inParkPersons: 15,
  },
};

const kinds = (sold: number) => ({ units: 37, sold, held: 1, blocked: 2, free: 34 - sold });

export const OCCUPANCY: DashboardOccupancyDto = {
  today: "2026-11-22",
  first: "2026-11-22",
  last: "2026-11-23",
  lodging: ["2026-11-22", "2026-11-23"].map((night, index) => ({
    night,
    kinds: [{ kind: "CABIN", ...kinds(index + 3), units: 19, free: 16 - index - 3 }],
    total: kinds(index + 3),
  })),
  activities: [
    {
      date: "2026-11-22",
      slots: [
        { scheduleId: 7, type: "CANOPY_TOUR", startHour: "10:00", units: 12, sold: 12, held: 0, left: 0 },
      ],
    },
    {
      date: "2026-11-23",
      slots: [
        { scheduleId: 7, type: "CANOPY_TOUR", startHour: "10:00", units: 12, sold: 2, held: 1, left: 9 },
      ],
    },
  ],
};

const money = {
  orders: 3,
  salesCentavos: 1_250_000,
  usdSalesCentavos: 250_000,
  usdCents: 12_500,
  usdShare: 0.2,
  refundedCentavos: 50_000,
  netCentavos: 1_200_000,
};

export const SALES: DashboardSalesDto = {
  today: "2026-11-22",
  first: "2026-11-21",
  last: "2026-11-22",
  days: [
    {
      date: "2026-11-21",
      ...money,
      orders: 0,
      salesCentavos: 0,
      usdSalesCentavos: 0,
      usdCents: 0,
      usdShare: null,
      refundedCentavos: 0,
      netCentavos: 0,
    },
    { date: "2026-11-22", ...money },
  ],
  totals: money,
  awaiting: {
    orders: 2,
    dueCentavos: 300_000,
    methods: [
      { method: "oxxo", orders: 1, dueCentavos: 100_000 },
      { method: "spei", orders: 1, dueCentavos: 200_000 },
    ],
    nextHoldEnd: "2026-11-23T05:00:00.000Z",
  },
};
