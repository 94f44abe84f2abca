import { randomBytes, randomUUID } from "node:crypto";
import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import { slotRunsOn } from "@park/domain/activities/atv-track.ts";
import { chargeAmount } from "@park/domain/checkout/charge-amount.ts";
import type { LodgingKind, StayType } from "@park/domain/constants.ts";
import { parkInstant } from "@park/domain/date-change/park-instant.ts";
import { addDays, eachDate, type IsoDate } from "@park/domain/dates.ts";
import { visitCodeFromBytes } from "@park/domain/quote/visit-code.ts";
import type { activityPlaces, quoteActivities } from "../schema/activity-bookings.ts";
import type { checkIns } from "../schema/check-ins.ts";
import type { payments } from "../schema/payments.ts";
import type { quoteContacts } from "../schema/quote-contacts.ts";
import type { quotes } from "../schema/quotes.ts";
import type { refunds } from "../schema/refunds.ts";
import type { unitNights } from "../schema/unit-nights.ts";
import { seededRandom } from "../seed-data/raster.ts";

/** About the orders of a busy year at the park: 60,000 paid orders over the 365 days up to today. */
export const DEMO_YEAR_ORDERS = 60_000;

export type DemoYearInputs = {
  today: IsoDate;
  now: Date;
  units: readonly { id: number; kind: LodgingKind }[];
  slots: readonly { id: number; type: VisitActivityType; startHour: string; units: number }[];
  /** Unit-nights and slot places already taken in the database: the year never sells them twice. */
  takenUnitNights: ReadonlySet<string>;
  takenPlaces: ReadonlyMap<string, number>;
  /** Who checks visits in at the gate; without a staff account, no check-ins are made. */
  gateStaffId: string | null;
  orders?: number;
};

export type DemoYearRows = {
  quotes: (typeof quotes.$inferInsert)[];
  contacts: (typeof quoteContacts.$inferInsert)[];
  payments: (typeof payments.$inferInsert)[];
  refunds: (typeof refunds.$inferInsert)[];
  unitNights: (typeof unitNights.$inferInsert)[];
  bookings: (typeof quoteActivities.$inferInsert)[];
  places: (typeof activityPlaces.$inferInsert)[];
  checkIns: (typeof checkIns.$inferInsert)[];
};

const FIRST_NAMES = [
  "Ana",
  "Luis",
  "María",
  "José",
  "Sofía",
  "Carlos",
  "Valeria",
  "Jorge",
  "Emily",
  "Michael",
  "Lucía",
  "Diego",
];
const LAST_NAMES = [
  "López",
  "García",
  "Hernández",
  "Martínez",
  "Ramírez",
  "Torres",
  "Flores",
  "Smith",
  "Johnson",
  "Castro",
  "Ruiz",
  "Vega",
];
const CARD_BRANDS = ["visa", "mastercard", "amex"];

/** How busy a month is, January first: summer and the December holidays fill the park. */
const MONTH_WEIGHT = [0.6, 0.55, 0.8, 1.1, 0.9, 1.2, 1.9, 2, 1, 0.7, 0.75, 1.3];

/** Rough prices in centavos: plausible amounts for a demo, not the catalog's pricing of each date. */
const PRICE = {
  admission: 25_000,
  campingNight: 20_000,
  lodgingNight: { CABIN: 200_000, LAKE_VILLAGE: 200_000, TIPI: 65_000, SUPERIOR_CABIN: 65_000 } as Record<
    LodgingKind,
    number
  >,
  activity: {
    CANOPY_TOUR: 100_000,
    CANOPY_TOUR_NIGHT: 85_000,
    HORSEBACK_RIDING: 70_000,
    ATV: 135_000,
  } as Record<VisitActivityType, number>,
};

const ASCII = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[^\x20-\x7e]/g, "")
    .toLowerCase();

/**
 * A year of sales for the demo and the bench (issue 36 item 4): orders of day passes, camping, lodging on
 * free units and activities on free places, paid by card in pesos or dollars, at OXXO or by SPEI, some
 * refunded in part or in full, the visits that came checked in. Drawn from a fixed seed, so two runs on
 * databases alike (the same clock, taken stock and gate account) make the same year, but for codes and ids.
 */
export function planDemoYear(inputs: DemoYearInputs): DemoYearRows {
  const random = seededRandom(36);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const rows: DemoYearRows = {
    quotes: [],
    contacts: [],
    payments: [],
    refunds: [],
    unitNights: [],
    bookings: [],
    places: [],
    checkIns: [],
  };
  const takenNights = new Set(inputs.takenUnitNights);
  const takenPlaces = new Map(inputs.takenPlaces);
  const days = eachDate(addDays(inputs.today, -364), inputs.today);
  const weight = (day: IsoDate) => {
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    return (MONTH_WEIGHT[Number(day.slice(5, 7)) - 1] ?? 1) * (weekday === 0 || weekday === 6 ? 1.7 : 1);
  };
  const total = days.reduce((sum, day) => sum + weight(day), 0);
  const wanted = inputs.orders ?? DEMO_YEAR_ORDERS;

  const freeUnit = (kind: LodgingKind, nights: readonly IsoDate[]) => {
    const ofKind = inputs.units.filter((unit) => unit.kind === kind);
    const start = Math.floor(random() * ofKind.length);
    for (let i = 0; i < ofKind.length; i++) {
      const unit = ofKind[(start + i) % ofKind.length];
      if (unit && nights.every((night) => !takenNights.has(`${unit.id}/${night}`))) return unit;
    }
    return undefined;
  };

  for (const day of days) {
    const count = Math.round((wanted * weight(day)) / total);
    for (let n = 0; n < count; n++) {
      const paidAt = parkInstant(
        day,
        `${String(between(8, 22)).padStart(2, "0")}:${String(between(0, 59)).padStart(2, "0")}`,
      );
      if (paidAt > inputs.now) continue;
      const arrivalDate = addDays(day, 1 + Math.floor(random() * random() * 45));
      const arrivalTime = random() < 0.8 ? "DAY" : "NIGHT";
      let stayType: StayType = random() < 0.5 ? "DAY_PASS" : "CAMPING_PASS";
      let nights = stayType === "DAY_PASS" ? 0 : between(1, 3);
      let persons = between(1, 8);
      let amount = 0;
      const quoteId = randomUUID();
      const lodgingKind =
        random() < 0.3
          ? pick<LodgingKind>(["CABIN", "CABIN", "TIPI", "LAKE_VILLAGE", "SUPERIOR_CABIN"])
          : null;
      if (lodgingKind) {
        const stayNights = eachDate(arrivalDate, addDays(arrivalDate, between(1, 3) - 1));
        const unit = freeUnit(lodgingKind, stayNights);
        if (unit) {
          stayType = lodgingKind;
          nights = stayNights.length;
          persons = between(2, 6);
          amount += PRICE.lodgingNight[lodgingKind] * nights;
          for (const night of stayNights) {
            takenNights.add(`${unit.id}/${night}`);
            rows.unitNights.push({ unitId: unit.id, night, quoteId, state: "SOLD" });
          }
        }
      }
      amount += persons * (PRICE.admission + (stayType === "CAMPING_PASS" ? PRICE.campingNight * nights : 0));
      const departureDate = addDays(arrivalDate, nights);

      if (random() < 0.18) {
        const type = pick<VisitActivityType>([
          "CANOPY_TOUR",
          "CANOPY_TOUR",
          "HORSEBACK_RIDING",
          "ATV",
          "CANOPY_TOUR_NIGHT",
        ]);
        const slots = inputs.slots.filter(
          (s) => s.type === type && slotRunsOn(type, arrivalDate, s.startHour),
        );
        const first = Math.floor(random() * slots.length);
        const hours = type === "ATV" ? between(1, 2) : 1;
        const taken = slots.slice(first, first + hours);
        const quantity = Math.min(between(1, 4), persons || 1);
        const fits =
          taken.length === hours &&
          taken.every((s) => (takenPlaces.get(`${s.id}/${arrivalDate}`) ?? 0) + quantity <= s.units);
        const start = taken[0];
        if (fits && start) {
          const price = PRICE.activity[type];
          amount += price * quantity * hours;
          rows.bookings.push({
            quoteId,
            type,
            scheduleId: start.id,
            visitDate: arrivalDate,
            quantity,
            hours,
            price,
            updatedAt: paidAt,
          });
          for (const slot of taken) {
            const key = `${slot.id}/${arrivalDate}`;
            takenPlaces.set(key, (takenPlaces.get(key) ?? 0) + quantity);
            rows.places.push({
              scheduleId: slot.id,
              day: arrivalDate,
              quoteId,
              type,
              places: quantity,
              state: "SOLD",
            });
          }
        }
      }

      const name = pick(FIRST_NAMES);
      const lastname = `${pick(LAST_NAMES)} ${pick(LAST_NAMES)}`;
      const madeAt = new Date(paidAt.getTime() - between(3, 30) * 60_000);
      rows.quotes.push({
        id: quoteId,
        code: visitCodeFromBytes(randomBytes(10)),
        status: "PAID",
        stayType,
        arrivalDate,
        departureDate,
        arrivalTime,
        numberOfPersons: persons,
        language: random() < 0.85 ? "es" : "en",
        createdAt: madeAt,
        updatedAt: paidAt,
      });
      rows.contacts.push({
        quoteId,
        name,
        lastname,
        email: `${ASCII(name)}.${ASCII(lastname).replace(/ /g, ".")}${rows.quotes.length}@example.com`,
        country: "MX",
        state: "BCN",
        city: "Ensenada",
        phoneNumber: lodgingKind ? `646${String(between(1_000_000, 9_999_999))}` : null,
        visitorWantsInfo: random() < 0.3,
        createdAt: madeAt,
        updatedAt: madeAt,
      });

      const way = random();
      const method = way < 0.06 ? "oxxo" : way < 0.1 ? "spei" : "card";
      const currency = method === "card" && random() < 0.12 ? "USD" : "MXN";
      // The rate drifts over the year between about 17.2 and 19.4 pesos a dollar.
      const rate =
        currency === "USD"
          ? Math.round((18.3 + 1.1 * Math.sin(days.indexOf(day) / 40)) * 10_000) / 10_000
          : 1;
      const charged = chargeAmount(amount, currency, rate);
      const paymentId = randomUUID();
      rows.payments.push({
        id: paymentId,
        quoteId,
        intentId: `pi_demo_${paymentId}`,
        idempotencyKey: randomUUID(),
        paymentMethodId: `pm_demo_${method}`,
        method,
        status: "SUCCEEDED",
        currency,
        exchangeRate: rate,
        amount: charged,
        amountMxn: amount,
        cardBrand: method === "card" ? pick(CARD_BRANDS) : null,
        cardLast4: method === "card" ? String(between(1000, 9999)) : null,
        cardCountry: method === "card" ? (currency === "USD" ? "US" : "MX") : null,
        voucherDays: method === "oxxo" ? 3 : null,
        awaitingUntil: method === "card" ? null : new Date(paidAt.getTime() + 86_400_000),
        voucherNumber: method === "card" ? null : String(between(10_000_000, 99_999_999)),
        paidAt,
        reconcileAfter: paidAt,
        createdAt: madeAt,
        updatedAt: paidAt,
      });

      const refundedAt = new Date(paidAt.getTime() + between(1, 10) * 86_400_000);
      if (random() < 0.03 && refundedAt <= inputs.now) {
        rows.refunds.push({
          paymentId,
          quoteId,
          amount: random() < 0.5 ? charged : Math.floor(charged / 2),
          currency,
          status: "SUCCEEDED",
          providerRefundId: `re_demo_${randomUUID()}`,
          requestKey: randomUUID(),
          staffId: randomUUID(),
          staffName: "Recepción (demo)",
          createdAt: refundedAt,
          settledAt: refundedAt,
        });
      }

      const checkedInAt = parkInstant(
        arrivalDate,
        arrivalTime === "DAY" ? `${String(between(8, 12)).padStart(2, "0")}:15` : "18:40",
      );
      if (inputs.gateStaffId && checkedInAt <= inputs.now && random() < 0.92) {
        rows.checkIns.push({
          quoteId,
          clientId: randomUUID(),
          scannedAt: checkedInAt,
          staffId: inputs.gateStaffId,
          recordedAt: checkedInAt,
        });
      }
    }
  }
  waitingForMoney(rows, inputs, between);
  return rows;
}

/** Day passes whose OXXO voucher or SPEI transfer is still to be paid: the dashboard's "awaiting payment". */
function waitingForMoney(
  rows: DemoYearRows,
  inputs: DemoYearInputs,
  between: (low: number, high: number) => number,
) {
  for (let n = 0; n < 12; n++) {
    const quoteId = randomUUID();
    const madeAt = new Date(inputs.now.getTime() - between(1, 40) * 3_600_000);
    const arrivalDate = addDays(inputs.today, between(5, 20));
    const persons = between(1, 6);
    const amount = persons * PRICE.admission;
    const method = n % 3 === 0 ? "spei" : "oxxo";
    rows.quotes.push({
      id: quoteId,
      code: visitCodeFromBytes(randomBytes(10)),
      status: "PAYMENT_PENDING",
      stayType: "DAY_PASS",
      arrivalDate,
      departureDate: arrivalDate,
      arrivalTime: "DAY",
      numberOfPersons: persons,
      language: "es",
      createdAt: madeAt,
      updatedAt: madeAt,
    });
    rows.payments.push({
      quoteId,
      idempotencyKey: randomUUID(),
      paymentMethodId: `pm_demo_${method}`,
      method,
      status: "AWAITING_PAYMENT",
      currency: "MXN",
      exchangeRate: 1,
      amount,
      amountMxn: amount,
      voucherDays: method === "oxxo" ? 3 : null,
      awaitingUntil: new Date(inputs.now.getTime() + between(20, 70) * 3_600_000),
      voucherNumber: String(between(10_000_000, 99_999_999)),
      transferAmountRemaining: method === "spei" ? amount : null,
      reconcileAfter: new Date(inputs.now.getTime() + 365 * 86_400_000),
      createdAt: madeAt,
      updatedAt: madeAt,
    });
  }
}
