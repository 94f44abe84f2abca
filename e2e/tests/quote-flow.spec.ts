import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, test } from "./no-console-errors.ts";
import {
  type ApiQuote,
  cents,
  chooseEnglish,
  datePrices,
  fetchQuote,
  money,
  openPage,
  quoteCampingVisit,
  quoteDrawer,
  quoteWhen,
} from "./quote-flow.ts";
import { calendarDayName, type Language, QUOTE_TEXTS, shownDate } from "./quote-texts.ts";
import { seenOnPage } from "./seen-on-page.ts";

interface FlowCase {
  language: Language;
  /**
   * Dates of the month after the pinned today (Sunday 2026-11-22): a BLACK Friday to Saturday, priced.
   * Each case has its own, as the cases run side by side against one server.
   */
  arrivalDate: string;
  departureDate: string;
  mobile: boolean;
}

const CASES: FlowCase[] = [
  {
    language: "es",
    arrivalDate: "2026-12-04",
    departureDate: "2026-12-05",
    mobile: false,
  },
  {
    language: "en",
    arrivalDate: "2026-12-11",
    departureDate: "2026-12-12",
    mobile: true,
  },
];

/** The answer adds up: its line totals make its total. */
function expectConsistent(quote: ApiQuote) {
  const lines = quote.items.reduce((sum, item) => sum + cents(item.totalAmount), 0);
  expect(cents(quote.totalAmount)).toBe(lines);
}

/** The cart's summary: a card on wide screens, the collapsible bar (total in its heading) on phones. */
function cartSummary(page: Page, flow: FlowCase) {
  const t = QUOTE_TEXTS[flow.language];
  const summary = flow.mobile
    ? page.getByRole("region", { name: new RegExp(`^${t.summary}`) })
    : page.getByRole("complementary", { name: t.summary });
  return summary;
}

for (const flow of CASES) {
  test.describe(`quote to cart, ${flow.language}, ${flow.mobile ? "phone 390x844" : "desktop 1440x900"}`, () => {
    test.use({ viewport: flow.mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 } });

    test("quote in the drawer, priced in the header, then persons, day pass, cabins on the map and the PDF in the cart", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const t = QUOTE_TEXTS[flow.language];
      const { arrivalDate, departureDate } = flow;
      const prices = await datePrices(page, arrivalDate);

      await openPage(page, "/");
      if (flow.language === "en") await chooseEnglish(page);

      // 1. The drawer: camping pass, dates on the calendar, DAY arrival, 2 persons.
      const id = await quoteCampingVisit(page, { language: flow.language, arrivalDate, departureDate });
      const drawer = quoteDrawer(page, flow.language);
      await expect(drawer).toHaveAttribute("data-layout", flow.mobile ? "mobile" : "visit");
      let quote = await fetchQuote(page, id);
      expectConsistent(quote);
      // A DAY arrival with one night: each person pays the day pass and that night's camping pass.
      expect(cents(quote.totalAmount)).toBe(
        2 * (cents(prices.dayPassPrice) + cents(prices.campingPassPrice)),
      );

      // 2. Escape closes the drawer; the header's summary shows the priced visit.
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      const header = page.getByRole("region", { name: t.headerSummary });
      await expect(header).toContainText(shownDate(arrivalDate, flow.language));
      await expect(header).toContainText(shownDate(departureDate, flow.language));
      await expect(header).toContainText(t.visitors(2));
      await expect(header).toContainText(money(quote.totalAmount));

      // 3. Edit opens the drawer on the visit's details; its Pay goes to the cart.
      await header.getByRole("button", { name: t.edit }).click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole("button", { name: t.pay, exact: true }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(drawer).toBeHidden();
      await expect(page.getByRole("heading", { level: 1, name: t.cartHeading })).toBeVisible();
      await expect(page.getByRole("heading", { name: t.dayPass, exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: t.campingPass, exact: true })).toBeVisible();
      await expect(cartSummary(page, flow)).toContainText(money(quote.totalAmount));

      // 4. Persons in the cart: two quick steps are sent once, 300 ms after the last one.
      const sentPersons: { persons: number }[] = [];
      page.on("request", (request) => {
        if (request.method() === "PUT" && request.url().endsWith(`/api/ecommerce/quotes/${id}`)) {
          const body = request.postDataJSON() as { visit?: { numberOfPersons?: number } };
          const persons = body.visit?.numberOfPersons;
          if (persons !== undefined) sentPersons.push({ persons });
        }
      });
      const counter = page.getByRole("spinbutton", { name: t.quantityOf(t.campingPass) });
      await expect(counter).toHaveValue("2");
      const more = page.getByRole("button", { name: t.moreOf(t.campingPass) });
      // Timed on the page's own clock: the test runner's clock sees a click only when Playwright returns,
      // which on a loaded machine can be long after the page handled it.
      await page.evaluate((quoteId) => {
        const timing = { clicks: [] as number[], puts: [] as number[] };
        Object.assign(window, { quoteTiming: timing });
        document.addEventListener("click", () => timing.clicks.push(performance.now()), true);
        const send = window.fetch.bind(window);
        window.fetch = (input, init) => {
          if (init?.method === "PUT" && String(input).endsWith(`/api/ecommerce/quotes/${quoteId}`)) {
            timing.puts.push(performance.now());
          }
          return send(input, init);
        };
      }, id);
      // Two quick clicks in one action (a double click): two Playwright clicks can land more than 300 ms
      // apart on a loaded machine, and then two sends are what the spec asks for.
      await more.dblclick();
      await expect(counter).toHaveValue("4");
      quote = await quoteWhen(page, id, (q) => q.visit.numberOfPersons === 4);
      expectConsistent(quote);
      expect(cents(quote.totalAmount)).toBe(
        4 * (cents(prices.dayPassPrice) + cents(prices.campingPassPrice)),
      );
      await expect(cartSummary(page, flow)).toContainText(money(quote.totalAmount));
      await expect(header).toContainText(money(quote.totalAmount));
      await expect(header).toContainText(t.visitors(4));
      expect(sentPersons.map((sent) => sent.persons)).toEqual([4]);
      // Sent 300 ms after the last edit (000 §5 Counter: "Changes are sent 300 ms after the last edit").
      const timing = await page.evaluate(
        () => (window as unknown as { quoteTiming: { clicks: number[]; puts: number[] } }).quoteTiming,
      );
      expect(timing.puts).toHaveLength(1);
      expect((timing.puts[0] ?? 0) - (timing.clicks.at(-1) ?? 0)).toBeGreaterThanOrEqual(299);

      // 5. Removing the day pass asks first, then the arrival becomes NIGHT (after 6:00 pm).
      await page.getByRole("button", { name: t.removeItem(t.dayPass) }).click();
      const confirm = page.getByRole("alertdialog", { name: t.removeTitle });
      await expect(confirm).toContainText(t.removeDayPassCamping);
      await confirm.getByRole("button", { name: t.removeConfirm, exact: true }).click();
      await expect(confirm).toBeHidden();
      quote = await quoteWhen(page, id, (q) => q.visit.arrivalTime === "NIGHT");
      expectConsistent(quote);
      expect(quote.items.map((item) => item.product.key)).toEqual(["camping_pass"]);
      // A night arrival pays the night pass of the arrival date instead of day pass + camping pass.
      expect(cents(quote.totalAmount)).toBe(4 * cents(prices.campingNightPrice));
      await expect(page.getByRole("heading", { name: t.dayPass, exact: true })).toBeHidden();
      await expect(page.getByText(t.nightNotice)).toBeVisible();
      await expect(header.getByRole("img", { name: t.nightArrivalIcon })).toBeVisible();
      await expect(cartSummary(page, flow)).toContainText(money(quote.totalAmount));
      // On phones the summary's details unfold over the page; the visitor folds them again afterwards.
      if (flow.mobile) await page.getByRole("button", { name: t.showSummary }).click();
      await expect(cartSummary(page, flow)).toContainText(t.nightWindow);
      if (flow.mobile) await page.getByRole("button", { name: t.hideSummary }).click();

      // 6. A cabin: Edit visit, change the type of stay to the basic cabin, Pay (stays on the cart).
      await page.getByRole("button", { name: t.editVisit }).click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole("button", { name: t.changeStay }).click();
      await drawer.getByRole("button", { name: new RegExp(`^${t.cabin}`) }).click();
      await expect(drawer.getByRole("heading", { name: t.cabin })).toBeVisible();
      quote = await quoteWhen(page, id, (q) => q.products.cabins === 1);
      await expect(drawer.getByText(t.totalLine(money(quote.totalAmount)), { exact: true })).toBeVisible();
      await drawer.getByRole("button", { name: t.pay, exact: true }).click();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole("heading", { name: t.cabin, exact: true })).toBeVisible();

      // 7. Add another cabin, choose both on the map and save: the cart names them.
      await page.getByRole("button", { name: t.addAnotherCabin }).click();
      await expect(page.getByRole("spinbutton", { name: t.quantityOf(t.cabin) })).toHaveValue("2");
      quote = await quoteWhen(page, id, (q) => q.products.cabins === 2);
      expectConsistent(quote);
      expect(cents(quote.totalAmount)).toBe(
        4 * cents(prices.campingNightPrice) + 2 * cents(prices.cabinPrice),
      );
      await expect(cartSummary(page, flow)).toContainText(money(quote.totalAmount));

      await page.getByRole("button", { name: t.chooseOnMap }).click();
      const map = page.getByRole("dialog", { name: t.mapTitle });
      await expect(map).toBeVisible();
      // The first two cabins free on those nights, as a visitor would pick them.
      const free = map.getByRole("button", { name: t.freeCabin });
      await expect(free.nth(1)).toBeVisible();
      const [first, second] = await Promise.all(
        [0, 1].map(async (index) => {
          const label = (await free.nth(index).getAttribute("aria-label")) ?? "";
          return t.freeCabin.exec(label)?.[1] ?? "";
        }),
      );
      if (!first || !second) throw new Error("fewer than two free cabins on the map");
      await map.getByRole("button", { name: t.availableCabin(first) }).click();
      await map.getByRole("button", { name: t.availableCabin(second) }).click();
      await expect(map.getByRole("button", { name: t.selectedCabin(first) })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      await expect(map.getByRole("button", { name: t.selectedCabin(second) })).toHaveAttribute(
        "aria-pressed",
        "true",
      );
      const saved = seenOnPage(page, t.saved);
      await map.getByRole("button", { name: t.save, exact: true }).click();
      await saved;
      await expect(map).toBeHidden();
      await expect(page.getByText(t.chosenUnits(`${first}, ${second}`))).toBeVisible();
      quote = await fetchQuote(page, id);
      expect(quote.cabinNumbers.map((unit) => unit.number).sort()).toEqual([first, second]);

      // 8. The summary's PDF.
      if (flow.mobile) await page.getByRole("button", { name: t.showSummary }).click();
      const downloading = page.waitForEvent("download");
      await page.getByRole("button", { name: t.printSummary, exact: true }).click();
      const download = await downloading;
      const path = await download.path();
      const bytes = await readFile(path);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");

      // 9. The quote outlives a reload: the device keeps its id and the cart shows it again.
      await page.reload();
      await expect(page.getByText(t.chosenUnits(`${first}, ${second}`))).toBeVisible();
      await expect(page.getByRole("region", { name: t.headerSummary })).toContainText(
        money(quote.totalAmount),
      );
      await expect(page.getByRole("spinbutton", { name: t.quantityOf(t.campingPass) })).toHaveValue("4");
    });
  });
}

// 000 §9 "Purchases at least 24 hours ahead", by the clock (decision 0005). The pinned now is 10:00 on
// Sunday 22 November: 7:30 am on the 23rd is 21.5 hours away, 6:00 pm on the 23rd 32 hours.
for (const language of ["es", "en"] as const) {
  test(`tomorrow is sold by night only, the day arrival says why, a day pass starts after tomorrow (${language})`, async ({
    page,
  }) => {
    const t = QUOTE_TEXTS[language];
    await openPage(page, "/");
    if (language === "en") await chooseEnglish(page);
    await page.getByRole("banner").getByRole("button", { name: t.getPrices, exact: true }).click();
    const drawer = quoteDrawer(page, language);
    await drawer.getByRole("button", { name: new RegExp(`^${t.campingPass}`) }).click();
    // A new quote starts tomorrow at night.
    await expect(drawer.getByRole("button", { name: t.arrivalDate })).toHaveAccessibleName(
      shownDate("2026-11-23", language),
    );
    await drawer.getByRole("button", { name: t.morePersons }).click();
    const day = drawer.getByRole("radio", { name: t.dayArrival });
    await expect(day).toBeDisabled();
    await expect(day).toHaveAccessibleDescription(t.arrivalTooSoon);
    await expect(drawer.getByText(t.arrivalTooSoon)).toBeVisible();
    await expect(drawer.getByRole("radio", { name: t.nightArrival })).toBeEnabled();
    await expect(drawer.getByRole("radio", { name: t.nightArrival })).toBeChecked();
    await drawer.getByRole("button", { name: t.arrivalDate }).click();
    await expect(drawer.getByRole("button", { name: calendarDayName("2026-11-23", language) })).toBeEnabled();
    await expect(
      drawer.getByRole("button", { name: calendarDayName("2026-11-22", language) }),
    ).toBeDisabled();
    // 001 §2: each day in its tariff colour, named, with the legend and the yellow-date note.
    for (const date of ["2026-11-23", "2026-11-27", "2026-11-30"]) {
      const { color } = await datePrices(page, date);
      await expect(
        drawer.getByRole("button", { name: calendarDayName(date, language) }),
      ).toHaveAccessibleName(new RegExp(`${t.colors[color]}$`));
    }
    await expect(drawer.getByRole("list", { name: t.tariffLegend }).getByRole("listitem")).toHaveCount(4);
    await expect(drawer.getByText(t.yellowNote)).toBeVisible();
    await drawer.getByRole("button", { name: t.arrivalDate }).click();

    // A day pass only arrives by day: the 23rd cannot be sold, the 24th can.
    await drawer.getByRole("button", { name: t.changeStay }).click();
    await drawer.getByRole("button", { name: new RegExp(`^${t.dayPass}`) }).click();
    await drawer.getByRole("button", { name: t.arrivalDate }).click();
    await expect(
      drawer.getByRole("button", { name: calendarDayName("2026-11-23", language) }),
    ).toBeDisabled();
    await expect(drawer.getByRole("button", { name: calendarDayName("2026-11-24", language) })).toBeEnabled();
  });
}
