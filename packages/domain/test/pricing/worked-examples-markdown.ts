import { PRICE_COLORS } from "../../src/constants.ts";
import { weekday } from "../../src/dates.ts";
import {
  EXAMPLE_ACTIVITY_PRICES,
  EXAMPLE_CALENDAR,
  EXAMPLE_TARIFFS,
  type ExpectedLine,
  type PesoPromotion,
  WORKED_EXAMPLES,
  type WorkedExample,
} from "./worked-examples.ts";

/** The generated part of PRICING.md, between these markers. */
export const START_MARKER =
  "<!-- worked-examples:start (generated from test/pricing/worked-examples.json) -->";
export const END_MARKER = "<!-- worked-examples:end -->";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

function pesos(amount: number): string {
  return amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

function row(cells: readonly (string | number)[]): string {
  return `| ${cells.join(" | ")} |`;
}

function table(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return [row(header), row(header.map(() => "---")), ...rows.map(row)].join("\n");
}

function tariffs(): string {
  return table(
    [
      "Colour",
      "Day pass",
      "Camping pass",
      "Camping night",
      "Cabin",
      "Tipi",
      "Lake village",
      "Superior cabin",
    ],
    PRICE_COLORS.map((color) => {
      const t = EXAMPLE_TARIFFS[color];
      return [
        color,
        ...[
          t.dayPassPrice,
          t.campingPassPrice,
          t.campingNightPrice,
          t.cabinPrice,
          t.tipiPrice,
          t.lakeVillagePrice,
          t.superiorCabinPrice,
        ].map(pesos),
      ];
    }),
  );
}

function calendar(): string {
  return table(
    ["Date", "Day", "Colour"],
    EXAMPLE_CALENDAR.map((d) => [d.date, WEEKDAYS[weekday(d.date)] ?? "", d.color ?? "no price"]),
  );
}

function activities(): string {
  const p = EXAMPLE_ACTIVITY_PRICES;
  return table(
    ["Canopy", "Night canopy", "Horseback riding", "ATV (per hour)"],
    [[p.canopyPass, p.canopyNightPass, p.horsebackRidingPass, p.atvHour].map(pesos)],
  );
}

function products(example: WorkedExample): string {
  const parts = Object.entries(example.products)
    .filter(([field]) => field !== "atvHours")
    .map(([field, count]) =>
      field === "atvs" ? `atvs ${count} × ${example.products.atvHours} h` : `${field} ${count}`,
    );
  return parts.length > 0 ? parts.join(", ") : "—";
}

function promotion(p: PesoPromotion): string {
  const scope = p.datesValidityOnly ? "dates check arrival only" : "only its dates";
  return `code ${p.startDate}…${p.endDate}, ${p.arrivalTime ?? "any time"}, day ${pesos(p.pricePerDay)}, night ${pesos(p.pricePerNight)}, ${scope}`;
}

function offer(example: WorkedExample): string {
  const asked = [example.offer3x2 ? "3x2" : null, example.promotion ? promotion(example.promotion) : null];
  const text = asked.filter((x) => x !== null).join("; ");
  return text === "" ? "—" : text;
}

function line(l: ExpectedLine): string {
  const hours = l.hours === undefined ? "" : ` × ${l.hours} h`;
  return `${l.key} ${l.quantity} × ${pesos(l.price)}${hours} = ${pesos(l.total)}`;
}

function examples(): string {
  return table(
    [
      "#",
      "Case",
      "Stay",
      "Arrival → departure",
      "Time",
      "Persons",
      "Products",
      "Asked",
      "Lines",
      "Discount",
      "Total",
    ],
    WORKED_EXAMPLES.map((e) => {
      const outcome =
        "noPrice" in e.expected
          ? [`no_price: ${e.expected.noPrice.join(", ")}`, "—", "—"]
          : [
              e.expected.lines.length > 0 ? e.expected.lines.map(line).join("<br>") : "(none)",
              e.expected.discountRule === null
                ? pesos(e.expected.discount)
                : `${pesos(e.expected.discount)} (${e.expected.discountRule})`,
              `**${pesos(e.expected.total)}**`,
            ];
      return [
        e.id,
        e.title,
        e.stayType,
        `${e.arrivalDate} → ${e.departureDate}`,
        e.arrivalTime,
        e.persons,
        products(e),
        offer(e),
        ...outcome,
      ];
    }),
  );
}

/** The generated section of PRICING.md, markers included. */
export function renderWorkedExamples(): string {
  return [
    START_MARKER,
    "",
    "Tariffs of the examples (pesos):",
    "",
    tariffs(),
    "",
    "Calendar of the examples:",
    "",
    calendar(),
    "",
    "Activity prices in force (pesos):",
    "",
    activities(),
    "",
    "Examples (pesos; a line reads key quantity × unit price = line total):",
    "",
    examples(),
    "",
    END_MARKER,
  ].join("\n");
}
