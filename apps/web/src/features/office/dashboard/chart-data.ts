import type { Language } from "@park/domain/constants.ts";
import type {
  DashboardArrivalsDto,
  DashboardOccupancyDto,
  DashboardSalesDto,
} from "@park/domain/office-dashboard/dashboard-dto.ts";
import { codeText } from "../../../shared/i18n/code-text.ts";
import type { TFunction } from "../../../shared/i18n/i18n.ts";
import { formatVisitDate } from "../../quote/visit-format.ts";

/** One series of a chart: bars (stacked with the others of its `stack`) or a line (a limit). */
export interface ChartSeries {
  label: string;
  values: readonly (number | null)[];
  color: string;
  stack?: string;
  line?: boolean;
  /** A light bar drawn with an edge, so it shows against the page. */
  outlined?: boolean;
}

export interface ChartData {
  labels: readonly string[];
  series: readonly ChartSeries[];
}

// The site's palette (app.css), dark enough against white for bars beside each other.
const COLORS = {
  sold: "#17643a",
  held: "#b45309",
  blocked: "#57534e",
  free: "#e9dcbc",
  night: "#0b5f86",
  nightHeld: "#7c3aed",
  refund: "#b91c1c",
} as const;

/** Persons counted per date and arrival time, paid and held, against each arrival time's limit. */
export function arrivalsChart(arrivals: DashboardArrivalsDto, t: TFunction, language: Language): ChartData {
  const { days } = arrivals;
  type Time = "DAY" | "NIGHT";
  const persons = (time: Time, key: "paid" | "held", label: string, color: string): ChartSeries => ({
    label: t(`office.dashboard.chart.${label}`),
    values: days.map((day) => day[time][key === "paid" ? "paidPersons" : "heldPersons"]),
    color,
    stack: time,
  });
  const limit = (time: Time, label: string, color: string): ChartSeries => ({
    label: t(`office.dashboard.chart.${label}`),
    values: days.map((day) => day[time].limit),
    color,
    line: true,
  });
  return {
    labels: days.map((day) => formatVisitDate(day.date, language)),
    series: [
      persons("DAY", "paid", "dayPaid", COLORS.sold),
      persons("DAY", "held", "dayHeld", COLORS.held),
      persons("NIGHT", "paid", "nightPaid", COLORS.night),
      persons("NIGHT", "held", "nightHeld", COLORS.nightHeld),
      limit("DAY", "dayLimit", COLORS.sold),
      limit("NIGHT", "nightLimit", COLORS.night),
    ],
  };
}

/** The 37 units of each night: sold, held, blocked and free. */
export function lodgingChart(occupancy: DashboardOccupancyDto, t: TFunction, language: Language): ChartData {
  const nights = occupancy.lodging;
  const state = (
    key: "sold" | "held" | "blocked" | "free",
    color: string,
    outlined = false,
  ): ChartSeries => ({
    label: t(`office.dashboard.lodging.${key}`),
    values: nights.map((night) => night.total[key]),
    color,
    stack: "units",
    outlined,
  });
  return {
    labels: nights.map((night) => formatVisitDate(night.night, language)),
    series: [
      state("sold", COLORS.sold),
      state("held", COLORS.held),
      state("blocked", COLORS.blocked),
      state("free", COLORS.free, true),
    ],
  };
}

type Slot = DashboardOccupancyDto["activities"][number]["slots"][number];

/** Places of one day's slots: sold, held and left. */
export function activitiesChart(slots: readonly Slot[], t: TFunction): ChartData {
  const state = (key: "sold" | "held" | "left", color: string, outlined = false): ChartSeries => ({
    label: t(`office.today.${key}`),
    values: slots.map((slot) => slot[key]),
    color,
    stack: "places",
    outlined,
  });
  return {
    labels: slots.map((slot) => `${codeText("office.today.activityNames", slot.type)} ${slot.startHour}`),
    series: [state("sold", COLORS.sold), state("held", COLORS.held), state("left", COLORS.free, true)],
  };
}

/** Each day's sales in pesos, and its refunds below the line. */
export function salesChart(sales: DashboardSalesDto, t: TFunction, language: Language): ChartData {
  return {
    labels: sales.days.map((day) => formatVisitDate(day.date, language)),
    series: [
      {
        label: t("office.dashboard.sales.sales"),
        values: sales.days.map((day) => day.salesCentavos / 100),
        color: COLORS.sold,
        stack: "money",
      },
      {
        label: t("office.dashboard.sales.refunds"),
        values: sales.days.map((day) => -day.refundedCentavos / 100),
        color: COLORS.refund,
        stack: "money",
      },
    ],
  };
}
