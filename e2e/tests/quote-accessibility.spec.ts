import { expectNoViolations } from "./axe.ts";
import { expect, test } from "./no-console-errors.ts";
import { chooseEnglish, openPage, quoteCampingVisit, quoteDrawer } from "./quote-flow.ts";
import { type Language, QUOTE_TEXTS } from "./quote-texts.ts";

const CASES: { language: Language; mobile: boolean; arrivalDate: string; departureDate: string }[] = [
  { language: "es", mobile: false, arrivalDate: "2026-12-18", departureDate: "2026-12-19" },
  { language: "en", mobile: true, arrivalDate: "2027-01-15", departureDate: "2027-01-16" },
];

for (const flow of CASES) {
  test.describe(`axe on the quote screens, ${flow.language}, ${flow.mobile ? "phone" : "desktop"}`, () => {
    test.use({ viewport: flow.mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 } });

    test("the drawer, the cart with a quote, the drawer over the cart and the lodging map have no violations", async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const t = QUOTE_TEXTS[flow.language];
      const drawer = quoteDrawer(page, flow.language);

      await openPage(page, "/");
      if (flow.language === "en") await chooseEnglish(page);
      await page.getByRole("banner").getByRole("button", { name: t.getPrices, exact: true }).click();
      await expect(drawer.getByRole("button", { name: new RegExp(`^${t.campingPass}`) })).toBeEnabled();
      await expectNoViolations(page, "drawer, choice of stay");
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();

      // The calendar shows the month after today; the second visit is in January, two months on.
      const monthsAhead = flow.arrivalDate.startsWith("2027-01") ? 2 : 1;
      await quoteCampingVisit(page, {
        language: flow.language,
        arrivalDate: flow.arrivalDate,
        departureDate: flow.departureDate,
        monthsAhead,
      });
      await expectNoViolations(page, "drawer, visit details with a priced quote");
      await drawer.getByRole("button", { name: t.pay, exact: true }).click();
      await expect(page).toHaveURL(/\/cart$/);
      await expect(page.getByRole("heading", { name: t.campingPass, exact: true })).toBeVisible();
      await expectNoViolations(page, "cart with a quote");

      if (flow.mobile) {
        await page.getByRole("button", { name: t.showSummary }).click();
        await expect(page.getByRole("button", { name: t.printSummary, exact: true })).toBeVisible();
        await expectNoViolations(page, "cart with the summary unfolded");
        await page.getByRole("button", { name: t.hideSummary }).click();
      }

      await page.getByRole("button", { name: t.editVisit }).click();
      await expect(drawer).toBeVisible();
      await drawer.getByRole("button", { name: t.arrivalDate }).click();
      await expect(drawer.getByRole("button", { name: t.nextMonth })).toBeVisible();
      await expectNoViolations(page, "drawer over the cart, calendar open");

      // The cabin's map from the drawer's choose-on-map link.
      await drawer.getByRole("button", { name: t.arrivalDate }).click();
      await drawer.getByRole("button", { name: t.changeStay }).click();
      await drawer.getByRole("button", { name: new RegExp(`^${t.cabin}`) }).click();
      await drawer.getByRole("button", { name: t.chooseOnMap }).click();
      const map = page.getByRole("dialog", { name: t.mapTitle });
      await expect(map.getByRole("button", { name: t.save, exact: true })).toBeVisible();
      await expectNoViolations(page, "lodging map");
    });
  });
}
