import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./no-console-errors.ts";
import {
  cents,
  chooseEnglish,
  money,
  openPage,
  quoteCampingVisit,
  quoteDrawer,
  quoteWhen,
} from "./quote-flow.ts";
import { calendarDayName, type Language, QUOTE_TEXTS } from "./quote-texts.ts";

/** What the activities section and the cart lines say, as the visitor reads them. */
const TEXTS = {
  es: {
    heading: "¿Qué experiencias quieres agregar?",
    canopy: "Canopy",
    horseback: "Paseo a caballo",
    date: "Fecha",
    slot: "Horario",
    resetNotice: /cambiaste tu visita/i,
  },
  en: {
    heading: "What experiences do you want to add?",
    canopy: "Canopy tour",
    horseback: "Horseback riding",
    date: "Date",
    slot: "Time",
    resetNotice: /You changed your visit/,
  },
} as const;

/** The server's quote with what these tests compare. */
interface ActivityQuote {
  totalAmount: number;
  visit: { arrivalDate: string };
  products: { canopyPasses: number; horsebackRidingPasses: number };
  items: { product: { key: string }; quantity: number; totalAmount: number }[];
  visitActivityReservations: {
    quantity: number;
    visitDate: string;
    activityPrice: number;
    visitActivitySchedule: { visitActivity: { type: string } };
  }[];
}

interface ActivityCase {
  language: Language;
  /** Dates of their own (the cases run side by side against one server), in February 2027. */
  arrivalDate: string;
  departureDate: string;
  /** Where the visit moves to, in the same month. */
  movedArrival: string;
  movedDeparture: string;
}

const CASES: ActivityCase[] = [
  {
    language: "es",
    arrivalDate: "2027-02-09",
    departureDate: "2027-02-10",
    movedArrival: "2027-02-16",
    movedDeparture: "2027-02-17",
  },
  {
    language: "en",
    arrivalDate: "2027-02-02",
    departureDate: "2027-02-03",
    movedArrival: "2027-02-23",
    movedDeparture: "2027-02-24",
  },
];

async function serverQuote(page: Page, id: string, ready: (q: ActivityQuote) => boolean) {
  return (await quoteWhen(page, id, (q) => ready(q as unknown as ActivityQuote))) as unknown as ActivityQuote;
}

function priceOf(quote: ActivityQuote, type: string): number {
  const booked = quote.visitActivityReservations.find(
    (r) => r.visitActivitySchedule.visitActivity.type === type,
  );
  if (!booked) throw new Error(`no ${type} booking`);
  return booked.activityPrice;
}

function activityCard(page: Page, name: string): Locator {
  return page.getByRole("article", { name, exact: true });
}

/** A cart line, found by its counter (the activity cards have counters named otherwise). */
function cartLine(page: Page, language: Language, item: string): Locator {
  return page.getByRole("listitem").filter({
    has: page.getByRole("spinbutton", { name: QUOTE_TEXTS[language].quantityOf(item), exact: true }),
  });
}

async function expectTotalShown(page: Page, language: Language, total: number): Promise<void> {
  await expect(page.getByRole("complementary", { name: QUOTE_TEXTS[language].summary })).toContainText(
    money(total),
  );
}

for (const visit of CASES) {
  test(`activities of a camping quote in the cart (${visit.language})`, async ({ page }) => {
    test.setTimeout(90_000);
    const { language } = visit;
    const t = TEXTS[language];
    const q = QUOTE_TEXTS[language];
    await page.setViewportSize({ width: 1440, height: 1000 });
    await openPage(page, "/");
    if (language === "en") await chooseEnglish(page);
    const id = await quoteCampingVisit(page, { ...visit, monthsAhead: 3 });
    await quoteDrawer(page, language).getByRole("button", { name: q.pay, exact: true }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole("heading", { name: t.heading })).toBeVisible();
    const start = await serverQuote(page, id, () => true);

    // 1. Canopy for two on the arrival date: its first free group is picked, the total grows by 2 places.
    const canopy = activityCard(page, t.canopy);
    await canopy.getByRole("combobox", { name: t.date }).selectOption(visit.arrivalDate);
    await canopy.getByRole("button", { name: q.moreOf(t.canopy) }).click();
    await canopy.getByRole("button", { name: q.moreOf(t.canopy) }).click();
    const withCanopy = await serverQuote(page, id, (s) => s.products.canopyPasses === 2);
    expect(cents(withCanopy.totalAmount)).toBe(
      cents(start.totalAmount) + 2 * cents(priceOf(withCanopy, "CANOPY_TOUR")),
    );
    await expectTotalShown(page, language, withCanopy.totalAmount);

    // 2. Horseback for one: a date, then a time, then the counter.
    const horses = activityCard(page, t.horseback);
    await horses.getByRole("combobox", { name: t.date }).selectOption(visit.departureDate);
    const slot = horses.getByRole("combobox", { name: t.slot });
    await expect(slot).toBeEnabled();
    await expect(slot.locator("option:not([disabled])").first()).toBeAttached();
    const firstTime = await slot.locator("option:not([disabled])").first().getAttribute("value");
    await slot.selectOption(firstTime ?? "");
    await horses.getByRole("button", { name: q.moreOf(t.horseback) }).click();
    const withHorses = await serverQuote(page, id, (s) => s.products.horsebackRidingPasses === 1);
    expect(cents(withHorses.totalAmount)).toBe(
      cents(withCanopy.totalAmount) + cents(priceOf(withHorses, "HORSEBACK_RIDING")),
    );
    await expectTotalShown(page, language, withHorses.totalAmount);

    // 3. The canopy's cart line changes its booking: one more person, on the same date and group.
    const canopyLine = cartLine(page, language, t.canopy);
    await canopyLine.getByRole("button", { name: q.moreOf(t.canopy) }).click();
    const three = await serverQuote(page, id, (s) => s.products.canopyPasses === 3);
    expect(three.visitActivityReservations.find((r) => r.quantity === 3)?.visitDate).toBe(visit.arrivalDate);
    await expect(canopyLine.getByRole("spinbutton")).toHaveValue("3");
    await expectTotalShown(page, language, three.totalAmount);
    await expect(canopy.getByRole("spinbutton")).toHaveValue("3");

    // 4. Quantity 0 on the line removes the booking and the line.
    await canopyLine.getByRole("spinbutton").fill("0");
    const noCanopy = await serverQuote(page, id, (s) => s.products.canopyPasses === 0);
    expect(noCanopy.items.map((item) => item.product.key)).not.toContain("canopy_pass");
    await expect(canopyLine).toHaveCount(0);
    await expectTotalShown(page, language, noCanopy.totalAmount);

    // 5. A new arrival date resets the selections: the server drops the horseback booking, the section says so.
    await page.getByRole("button", { name: q.editVisit }).click();
    const drawer = quoteDrawer(page, language);
    await expect(drawer).toBeVisible();
    await drawer.getByRole("button", { name: q.arrivalDate }).click();
    await drawer.getByRole("button", { name: calendarDayName(visit.movedArrival, language) }).click();
    await drawer.getByRole("button", { name: calendarDayName(visit.movedDeparture, language) }).click();
    // A new arrival cleared the arrival time (000 §4): the visitor chooses it again.
    const dayArrival = drawer.getByRole("radio", { name: q.dayArrival });
    await drawer
      .locator("label")
      .filter({ has: page.getByRole("radio", { name: q.dayArrival }) })
      .click();
    await expect(dayArrival).toBeChecked();
    const moved = await serverQuote(
      page,
      id,
      (s) => s.visit.arrivalDate === visit.movedArrival && s.products.horsebackRidingPasses === 0,
    );
    expect(moved.visitActivityReservations).toEqual([]);
    await drawer.getByRole("button", { name: q.pay, exact: true }).click();
    await expect(drawer).toBeHidden();
    await expect(page.getByText(t.resetNotice)).toBeVisible();
    await expect(cartLine(page, language, t.horseback)).toHaveCount(0);
    await expect(horses.getByRole("spinbutton")).toHaveValue("0");
    await expectTotalShown(page, language, moved.totalAmount);
  });
}
