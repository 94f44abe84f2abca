import type { Page } from "@playwright/test";
import { expect, test } from "./no-console-errors.ts";
import { campingForTwo, createQuote, newVisitor } from "./quote-api.ts";
import { chooseEnglish, openPage, quoteCampingVisit, quoteDrawer } from "./quote-flow.ts";
import { type Language, QUOTE_TEXTS } from "./quote-texts.ts";

/** What the ATV card says, as the visitor reads it (000 §5 Activities; the clock is on winter time). */
const TEXTS = {
  es: {
    card: "Renta de cuatrimoto",
    date: "Fecha",
    slot: "Horario",
    hours: "Horas",
    lastHour: "La pista cierra a las 6:00pm ese día: desde las 5:00pm puedes rentar hasta 1 hora.",
    fromFour: "La pista cierra a las 6:00pm ese día: desde las 4:00pm puedes rentar hasta 2 horas.",
    exceeds: "El número de horas excede la disponibilidad de cuatrimotos, por favor selecciona menos horas.",
  },
  en: {
    card: "ATV rental",
    date: "Date",
    slot: "Time",
    hours: "Hours",
    lastHour: "The track closes at 6:00pm that day: from 5:00pm you can rent up to 1 hour.",
    fromFour: "The track closes at 6:00pm that day: from 4:00pm you can rent up to 2 hours.",
    exceeds: "The number of hours exceeds the availability of quad bikes, please select fewer hours.",
  },
} as const;

/** Dates of their own per language (the cases run side by side against one server), in January 2027. */
const CASES: { language: Language; arrivalDate: string; departureDate: string }[] = [
  { language: "es", arrivalDate: "2027-01-14", departureDate: "2027-01-15" },
  { language: "en", arrivalDate: "2027-01-19", departureDate: "2027-01-20" },
];

function addOneDay(date: string): string {
  return new Date(Date.parse(`${date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Another visitor rents `quantity` ATVs at `startHour` on `date`, through the API. */
async function anotherVisitorRents(page: Page, date: string, startHour: string, quantity: number) {
  const visitor = await newVisitor(page.request);
  const quote = await createQuote(page.request, visitor, campingForTwo(date, addOneDay(date)));
  const slots = (await (
    await page.request.get(
      `/api/ecommerce/visit-activities/schedule?type=ATV&date=${date}&quantity=1&validation=ECOMMERCE`,
    )
  ).json()) as { id: string; startHour: string }[];
  const slot = slots.find((s) => s.startHour === startHour);
  const booked = await page.request.put("/api/ecommerce/visit-activities", {
    headers: visitor.headers,
    data: { visitActivityScheduleId: slot?.id, quoteId: quote.id, quantity, hours: 1, visitDate: date },
  });
  expect(booked.status()).toBe(200);
}

for (const visit of CASES) {
  test(`ATV hours: the track's day, why, and the quad bikes' message (${visit.language})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { language } = visit;
    const t = TEXTS[language];
    await openPage(page, "/");
    if (language === "en") await chooseEnglish(page);
    const id = await quoteCampingVisit(page, { ...visit, monthsAhead: 2 });
    expect(id).toBeTruthy();
    await quoteDrawer(page, language)
      .getByRole("button", { name: QUOTE_TEXTS[language].pay, exact: true })
      .click();
    await expect(page).toHaveURL(/\/cart$/);

    // Another visitor has 7 of the 8 ATVs at 5 pm.
    await anotherVisitorRents(page, visit.arrivalDate, "17:00", 7);

    const atv = page.getByRole("article", { name: t.card, exact: true });
    await atv.getByRole("combobox", { name: t.date }).selectOption(visit.arrivalDate);
    const slot = atv.getByRole("combobox", { name: t.slot });
    await expect(slot.locator("option", { hasText: "5:00pm" })).toBeAttached();
    // Winter time: the track closes at 6 pm, so no hour starts at 6 pm and 5 pm offers only 1 hour, saying why.
    await expect(slot.locator("option", { hasText: "6:00pm" })).toHaveCount(0);
    await slot.selectOption({
      label: (await slot.locator("option", { hasText: "5:00pm" }).textContent()) ?? "",
    });
    const hours = atv.getByRole("combobox", { name: t.hours });
    await expect(hours.locator("option")).toHaveCount(1);
    await expect(atv.getByText(t.lastHour)).toBeVisible();

    // From 4 pm the day allows 2 hours; 2 ATVs for 2 hours find only 1 free at 5 pm.
    await slot.selectOption({
      label: (await slot.locator("option", { hasText: "4:00pm" }).textContent()) ?? "",
    });
    await expect(hours.locator("option")).toHaveCount(2);
    await expect(atv.getByText(t.fromFour)).toBeVisible();
    await hours.selectOption("2");
    const more = atv.getByRole("button", { name: QUOTE_TEXTS[language].moreOf(t.card) });
    await more.click();
    await more.click();
    await expect(atv.getByText(t.exceeds)).toBeVisible();

    // One hour fits: the message goes and the rental is booked.
    await hours.selectOption("1");
    await expect(atv.getByText(t.exceeds)).toHaveCount(0);
    await expect(atv.getByRole("status")).toContainText("4:00pm");
  });
}
