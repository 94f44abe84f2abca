import type { Locator, Page } from "@playwright/test";
import { buyCampingVisit } from "./checkout-steps.ts";
import { expect, test } from "./no-console-errors.ts";
import { chooseEnglish } from "./quote-flow.ts";

/*
 * Issue 30 item 10: nothing fixed hides content. The banner (seeded active in both languages) and the
 * WhatsApp button float over the bottom of the screen; the page keeps their room at its end, and anything
 * scrolled to (a focused control, a linked heading) comes to rest clear of them.
 */

const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

const TEXTS = {
  es: {
    banner: "Aviso del parque",
    hide: "Ocultar el aviso",
    apply: "Postularme",
    send: "Enviar solicitud",
    yourVisit: "Tu visita",
  },
  en: {
    banner: "Park notice",
    hide: "Hide the notice",
    apply: "Apply",
    send: "Send application",
    yourVisit: "Your visit",
  },
} as const;

/** The texts and controls any fixed element of the page lies over (text by its line boxes, not its block). */
async function underFixed(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fixed = [...document.querySelectorAll<HTMLElement>("body *")].filter((element) => {
      const style = getComputedStyle(element);
      const r = element.getBoundingClientRect();
      return style.position === "fixed" && style.visibility !== "hidden" && r.width > 0 && r.height > 0;
    });
    const boxes = fixed.map((element) => element.getBoundingClientRect());
    const overlaps = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      boxes.some((b) => r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top);
    const outside = (node: Node) => !fixed.some((element) => element.contains(node));
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const parent = node.parentElement;
      if (!text || !parent || !outside(node) || getComputedStyle(parent).visibility === "hidden") continue;
      if (parent.closest(".sr-only, [aria-hidden=true], script, style")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps)) found.push(text.slice(0, 40));
    }
    for (const control of document.querySelectorAll<HTMLElement>(
      "a, button, input, select, textarea, altcha-widget",
    )) {
      if (!outside(control) || control.closest(".sr-only")) continue;
      if (overlaps(control.getBoundingClientRect()))
        found.push(control.getAttribute("aria-label") ?? control.tagName);
    }
    return found;
  });
}

/**
 * Scrolls `target` into view the way focus and links do, from the top: "clear" if its centre is its own,
 * else what lies there.
 */
async function clearOnceScrolledTo(target: Locator): Promise<string> {
  return target.evaluate((element) => {
    window.scrollTo(0, 0);
    element.scrollIntoView({ block: "nearest" });
    const r = element.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    if (top === null) return "nothing";
    // A styled radio or checkbox has its label or drawn tick over the input (never a fixed bar: those
    // are outside the page's content); a widget's shadow root answers with its host.
    const input = element instanceof HTMLInputElement;
    const own = [
      element,
      element.closest("label"),
      ...(input ? [element.parentElement, ...(element.labels ?? [])] : []),
    ];
    const host = (element.getRootNode() as ShadowRoot).host;
    const clear =
      own.some((mine) => mine && (mine === top || mine.contains(top))) ||
      top.contains(element) ||
      (host !== undefined && top.contains(host));
    return clear ? "clear" : `${top.outerHTML.slice(0, 120)} at ${Math.round(r.top)} of ${innerHeight}`;
  });
}

async function expectNothingUnderAtTheEnd(page: Page) {
  // Scrolled again on each try: content still arriving after a reload (the vehicle form) makes the page
  // longer, and the end the visitor scrolls to is the page's end once it is in.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      return underFixed(page);
    })
    .toEqual([]);
}

/** Every check at both widths, in the page's current language. */
async function expectClear(page: Page, language: "es" | "en", targets: (page: Page) => Locator[]) {
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await expect(page.getByRole("region", { name: TEXTS[language].banner })).toBeVisible();
    for (const target of targets(page)) {
      await expect(target).toBeVisible();
      const name = (await target.getAttribute("aria-label")) ?? (await target.textContent()) ?? "";
      // Polled: the room kept for the banner follows its height, which a resize observer reads after the
      // viewport has changed (on a busy machine, a frame or two later than this check).
      await expect
        .poll(() => clearOnceScrolledTo(target), {
          message: `${name} ${await target.evaluate((e) => e.outerHTML.slice(0, 80))} at ${viewport.width} px`,
        })
        .toBe("clear");
    }
    await expectNothingUnderAtTheEnd(page);
  }
}

const DRIVER_JOB = "Chofer de pipa de agua";

test("the careers pages and the job application keep their room from the banner and the WhatsApp button", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/careers");
  await expect(page.getByRole("link", { name: `Ver detalles de ${DRIVER_JOB}` })).toBeVisible();
  await expectClear(page, "es", (p) => [p.locator("main a").last()]);

  await page.getByRole("link", { name: `Ver detalles de ${DRIVER_JOB}` }).click();
  await expectClear(page, "es", (p) => [p.getByRole("link", { name: TEXTS.es.apply })]);
  await chooseEnglish(page);
  await expectClear(page, "en", (p) => [p.getByRole("link", { name: TEXTS.en.apply })]);

  await page.getByRole("link", { name: TEXTS.en.apply }).click();
  const applicationTargets = (p: Page) => [
    p.locator('input[name="hasAlternativeApplication"]').first(),
    p.locator("altcha-widget").getByRole("checkbox"),
    p.getByRole("button", { name: /^(Enviar solicitud|Send application)$/ }),
  ];
  await expectClear(page, "en", applicationTargets);
});

/** What the colour list offers after typing `typed` (issue 30 item 13: the visitor's language first). */
async function offered(page: Page, field: string, typed: string): Promise<string[]> {
  const input = page.getByRole("combobox", { name: field });
  await input.fill("");
  await input.pressSequentially(typed);
  const list = page.getByRole("listbox", { name: field });
  await expect(list).toBeVisible();
  return list.getByRole("option").allTextContents();
}

// One purchase for the confirmation's checks, its room from the banner and its vehicle colour list (issue 30
// item 13): a purchase through the pages is the slowest step of a browser test.
test("the confirmation keeps 'Tu visita' and the card's last digits clear, and its vehicle colour list offers the visitor's language's matches first, in both languages", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await buyCampingVisit(page, {
    language: "es",
    arrivalDate: "2027-01-26",
    departureDate: "2027-01-27",
  });
  const targets = (language: "es" | "en") => (p: Page) => [
    p.getByRole("heading", { name: TEXTS[language].yourVisit }).last(),
    p.getByText(/4242/).last(),
    p.locator("main a, main button").last(),
  ];
  await expectClear(page, "es", targets("es"));

  await expect(page.getByRole("region", { name: "Agiliza tu entrada" })).toBeVisible();
  // Negro's id is BLACK: Blanco, whose label starts so, comes first.
  await expect.poll(() => offered(page, "Color", "Bla")).toEqual(["Blanco", "Negro"]);
  // The ids still match.
  await expect.poll(() => offered(page, "Color", "white")).toEqual(["Blanco"]);

  await chooseEnglish(page);
  await expectClear(page, "en", targets("en"));

  await expect(page.getByRole("region", { name: "Expedite your entry" })).toBeVisible();
  // English labels and ids are the same words: the labels lead there too.
  await expect.poll(() => offered(page, "Colour", "bla")).toEqual(["Black"]);
  await expect.poll(() => offered(page, "Colour", "re")).toEqual(["Red", "Green", "Cream"]);

  // The visitor may hide the notice: it goes, with the room it took, and stays hidden on the next page.
  await page.getByRole("button", { name: TEXTS.en.hide }).click();
  await expect(page.getByRole("region", { name: TEXTS.en.banner })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: TEXTS.en.yourVisit }).last()).toBeVisible();
  await expect(page.getByRole("region", { name: TEXTS.en.banner })).toHaveCount(0);
  await expectNothingUnderAtTheEnd(page);
});
