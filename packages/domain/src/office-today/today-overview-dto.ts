import { z } from "zod/mini";
import { isoDateSchema } from "../catalog.ts";
import { UNIT_NIGHT_VIEW_STATES } from "./day-overview.ts";

const arrivalTimeLoadDtoSchema = z.object({
  arrivingVisits: z.number(),
  arrivingPersons: z.number(),
  paidPersons: z.number().check(z.describe("Persons of paid visits the capacity counts on this date")),
  heldPersons: z
    .number()
    .check(z.describe("Persons of visits being chosen or paid (holding lodging, or paying)")),
  limit: z.nullable(z.number()).check(z.describe("The date's limit; null when the arrival time has none")),
  left: z.nullable(z.number()),
});

/** One date's arrivals and admission capacity per arrival time (the overview's and the dashboard's days). */
export const dayLoadDtoSchema = z.object({
  date: isoDateSchema,
  DAY: arrivalTimeLoadDtoSchema,
  NIGHT: arrivalTimeLoadDtoSchema,
});

/** Each activity slot's places on one date. */
export const activityDayDtoSchema = z.object({
  date: isoDateSchema,
  slots: z.array(
    z.object({
      scheduleId: z.number(),
      type: z.string(),
      startHour: z.string(),
      units: z.number(),
      sold: z.number(),
      held: z.number(),
      left: z.number(),
    }),
  ),
});

/** GET /api/office/today: the front desk's overview of a range of days, as the API answers and the office reads it. */
export const todayOverviewDtoSchema = z.object({
  today: isoDateSchema,
  first: isoDateSchema,
  last: isoDateSchema,
  days: z.array(dayLoadDtoSchema),
  units: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      kind: z.string(),
      nights: z.array(
        z.object({
          night: isoDateSchema,
          state: z.enum(UNIT_NIGHT_VIEW_STATES),
          code: z.nullable(z.string()).check(z.describe("Visit code of the quote holding or owning it")),
          blockReason: z.nullable(z.string()),
        }),
      ),
    }),
  ),
  activities: z.array(activityDayDtoSchema),
});
export type TodayOverviewDto = z.infer<typeof todayOverviewDtoSchema>;

/** The nights a block or an unblock changed (DELETE answers this; POST adds the block's reason). */
export const unitNightsChangeDtoSchema = z.object({
  unitId: z.number(),
  unitName: z.string(),
  nights: z.array(isoDateSchema),
});
export type UnitNightsChangeDto = z.infer<typeof unitNightsChangeDtoSchema>;

export const unitBlockDtoSchema = z.extend(unitNightsChangeDtoSchema, { reason: z.string() });
