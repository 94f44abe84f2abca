import type { Page } from "@playwright/test";
import { networkQuiet } from "./network-quiet.ts";
import { expect, test } from "./no-console-errors.ts";
import { openPage, quoteCampingVisit, quoteDrawer } from "./quote-flow.ts";
import { QUOTE_TEXTS } from "./quote-texts.ts";

const t = QUOTE_TEXTS.es;

/** Heights of the bars that stay on screen while the page scrolls (fixed or sticky), top and bottom. */
async function stayingBarsHeight(page: Page): Promise<number> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => {
        const { position, display } = getComputedStyle(element);
        return (position === "fixed" || position === "sticky") && display !== "none";
      })
      // Not the floating round buttons: bars that span the screen.
      .filter((element) => element.getBoundingClientRect().width > window.innerWidth / 2)
      .reduce((sum, element) => sum + element.getBoundingClientRect().height, 0),
  );
}

/** The links and headings the floating WhatsApp button lies over. */
async function coveredByWhatsApp(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('a[href^="https://wa.me"]');
    if (!button || getComputedStyle(button).display === "none") return [];
    const b = button.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>("a, h1, h2, h3, button")]
      .filter(
        (element) => element !== button && !button.contains(element) && !element.closest("[role=dialog]"),
      )
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
      })
      .map((element) => element.textContent?.trim() || element.getAttribute("aria-label") || element.tagName);
  });
}

async function quoteAndOpenCart(page: Page, arrivalDate: string, departureDate: string) {
  await openPage(page, "/");
  await quoteCampingVisit(page, { language: "es", arrivalDate, departureDate, monthsAhead: 2 });
  await page.keyboard.press("Escape");
  await expect(quoteDrawer(page, "es")).toBeHidden();
  await openPage(page, "/cart");
  await expect(page.getByRole("heading", { level: 1, name: t.cartHeading })).toBeVisible();
  await expect(page.getByRole("heading", { name: t.dayPass, exact: true })).toBeVisible();
}

/** Sum of the layout shifts of the page so far (as CLS counts them: none after a visitor's input). */
async function layoutShifts(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[];
          resolve(
            shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
          );
        }).observe({ type: "layout-shift", buffered: true });
        // No entry at all: nothing moved.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test(`a returning visitor's quote summary takes its room from the first paint and the page keeps one of each landmark, at ${viewport.width} px`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await openPage(page, "/");
    await quoteCampingVisit(page, {
      language: "es",
      arrivalDate: "2027-01-22",
      departureDate: "2027-01-23",
      monthsAhead: 2,
    });
    await page.keyboard.press("Escape");
    const summary = page.getByRole("region", { name: t.summaryLabel });
    await expect(summary).toBeVisible();
    // Back another day: the summary needs its code and the quote again, after the page has painted. The
    // page is the prerendered one, hydrated once: one of each of its landmarks, however the quote's parts load.
    await openPage(page, "/");
    await expect(summary).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Avisos" })).toHaveCount(1);
    await page.goto("/product-air/canopy-tour");
    await expect(summary).toBeVisible();
    await networkQuiet(page);
    expect(await layoutShifts(page)).toBeLessThan(0.02);
  });
}

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the cart shows its first line on arrival, its bars take at most a quarter of the screen and the total keeps to one line", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await quoteAndOpenCart(page, "2027-01-22", "2027-01-23");
    await page.screenshot({ path: "/tmp/e2e/phone-cart-arrival.png" });
    const firstLine = page.getByRole("heading", { name: t.dayPass, exact: true });
    await expect(firstLine).toBeInViewport();
    const summary = page.getByRole("heading", { name: new RegExp(`^${t.summary}`) });
    const summaryBox = await summary.boundingBox();
    expect(summaryBox?.height ?? 0).toBeLessThan(32);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => stayingBarsHeight(page)).toBeLessThanOrEqual(844 / 4);
    expect(await coveredByWhatsApp(page)).toEqual([]);
  });

  test("the WhatsApp button covers no link or heading, at the top or the end of a page", async ({ page }) => {
    await openPage(page, "/");
    expect(await coveredByWhatsApp(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => coveredByWhatsApp(page)).toEqual([]);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the summary card's heading stays clear of the sticky header while the cart scrolls", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await quoteAndOpenCart(page, "2027-01-29", "2027-01-30");
    await page.mouse.wheel(0, 800);
    const heading = page.getByRole("heading", { level: 2, name: t.summary, exact: true });
    await expect
      .poll(async () => {
        const headerBottom = await page.evaluate(() =>
          Math.max(
            ...[...document.querySelectorAll<HTMLElement>("body *")]
              .filter((element) => getComputedStyle(element).position === "sticky")
              .filter((element) => element.getBoundingClientRect().top <= 80)
              .map((element) => element.getBoundingClientRect().bottom),
          ),
        );
        return ((await heading.boundingBox())?.y ?? 0) - headerBottom;
      })
      .toBeGreaterThanOrEqual(0);
  });

  test("the departure calendar opens on the arrival's month, marks it, takes the focus and wears the park's green", async ({
    page,
  }) => {
    await openPage(page, "/");
    await page.getByRole("banner").getByRole("button", { name: t.getPrices, exact: true }).click();
    const drawer = quoteDrawer(page, "es");
    await drawer.getByRole("button", { name: new RegExp(`^${t.campingPass}`) }).click();
    await drawer.getByRole("button", { name: t.arrivalDate }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("[role=grid]") !== null))
      .toBe(true);
    await drawer.getByRole("button", { name: t.nextMonth }).click();
    await drawer.getByRole("button", { name: /^viernes, 18 de diciembre de 2026/ }).click();
    // The day's name carries its tariff colour (issue 30 item 9) before the arrival's mark.
    const arrival = drawer.getByRole("button", { name: /18 de diciembre de 2026, [a-z]+, tu llegada$/ });
    await expect(arrival).toBeVisible();
    await expect(arrival).toBeDisabled();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest("[role=grid]") !== null))
      .toBe(true);
    await drawer.getByRole("button", { name: /^domingo, 20 de diciembre de 2026/ }).click();
    await drawer.getByRole("button", { name: t.departureDate }).click();
    const selected = drawer.getByRole("button", { name: /20 de diciembre de 2026, seleccionado/ });
    await expect(selected).toHaveCSS("background-color", "rgb(23, 100, 58)");
    await page.screenshot({ path: "/tmp/e2e/desktop-calendar.png" });
  });
});

test("banners and maintenance are asked once per page load, navigation included", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path === "/api/core/banners" || path === "/api/core/maintenance") asked.push(path);
  });
  await openPage(page, "/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Preguntas frecuentes" }).first().click();
  await expect(page).toHaveURL(/\/faq$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(asked.sort()).toEqual(["/api/core/banners", "/api/core/maintenance"]);
});
