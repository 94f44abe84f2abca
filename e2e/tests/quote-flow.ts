import { expect, type Locator, type Page } from "@playwright/test";
import { calendarDayName, type Language, QUOTE_TEXTS, shownDate } from "./quote-texts.ts";

/** The quote as GET /api/ecommerce/quotes/{id} answers it: the fields these tests compare. */
export interface ApiQuote {
  id: string;
  totalAmount: number;
  visit: {
    arrivalDate: string;
    departureDate: string;
    arrivalTime: "DAY" | "NIGHT";
    numberOfPersons: number;
  };
  products: { cabins: number };
  items: { product: { key: string }; quantity: number; totalAmount: number }[];
  cabinNumbers: { id: string; number: string }[];
}

/** The tariff of one date (GET /api/catalog/visit-prices/{date}), in pesos. */
interface DatePrices {
  color: "BLACK" | "BLUE" | "RED" | "YELLOW";
  dayPassPrice: number;
  campingPassPrice: number;
  campingNightPrice: number;
  cabinPrice: number;
}

/** "$1,234.50 MXN": the total with its currency code, as the spec asks amounts to be shown. */
export function money(pesos: number, currency = " MXN"): string {
  const amount = pesos.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `$${amount}${currency}`;
}

/** The id of the visitor's quote, once the site created it on the server. */
export async function storedQuoteId(page: Page): Promise<string> {
  let id: string | null = null;
  await expect
    .poll(async () => {
      id = await page.evaluate(() => window.localStorage.getItem("park.quote.id"));
      return id;
    })
    .not.toBeNull();
  if (id === null) throw new Error("no stored quote id");
  return id;
}

export async function fetchQuote(page: Page, id: string): Promise<ApiQuote> {
  const response = await page.request.get(`/api/ecommerce/quotes/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiQuote;
}

/** Waits until the server's quote satisfies `ready` (the page sends changes after its debounce). */
export async function quoteWhen(
  page: Page,
  id: string,
  ready: (quote: ApiQuote) => boolean,
): Promise<ApiQuote> {
  let latest: ApiQuote | null = null;
  await expect
    .poll(
      async () => {
        latest = await fetchQuote(page, id);
        return ready(latest);
      },
      { message: "the server's quote never reached the expected state" },
    )
    .toBe(true);
  if (latest === null) throw new Error("quote not fetched");
  return latest;
}

export async function datePrices(page: Page, date: string): Promise<DatePrices> {
  const response = await page.request.get(`/api/catalog/visit-prices/${date}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { datePrices: DatePrices };
  return body.datePrices;
}

export function cents(pesos: number): number {
  return Math.round(pesos * 100);
}

/**
 * Opens a page and waits until the app runs on it: the home page is prerendered, so its buttons show
 * before React listens to them. The page view the app sends after hydration (001 §2) tells it is live.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() =>
    (window as { dataLayer?: { event?: string }[] }).dataLayer?.some((entry) => entry.event === "page_view"),
  );
}

/** Switches the site to English with the header's language selector. */
export async function chooseEnglish(page: Page): Promise<void> {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /Idioma y moneda/ })
    .click();
  await page.getByRole("menuitemradio", { name: /English/ }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
}

export function quoteDrawer(page: Page, language: Language): Locator {
  return page.getByRole("dialog", { name: QUOTE_TEXTS[language].drawer });
}

/** Picks a day on the open calendar of the drawer, moving on month by month until it shows. */
export async function pickDay(drawer: Locator, language: Language, date: string, monthsAhead: number) {
  const t = QUOTE_TEXTS[language];
  for (let month = 0; month < monthsAhead; month += 1) {
    await drawer.getByRole("button", { name: t.nextMonth }).click();
  }
  await drawer.getByRole("button", { name: calendarDayName(date, language) }).click();
}

export interface VisitChoice {
  language: Language;
  arrivalDate: string;
  departureDate: string;
  /** Months to move on from today's month to the arrival's; 1 unless said. */
  monthsAhead?: number;
}

/**
 * From any page: Get prices, camping pass, arrival and departure on the calendars (the departure's
 * opens on the arrival's month), DAY arrival and 2 persons. Answers the quote id once the server priced those details.
 */
export async function quoteCampingVisit(page: Page, choice: VisitChoice): Promise<string> {
  const { language, arrivalDate, departureDate, monthsAhead = 1 } = choice;
  const t = QUOTE_TEXTS[language];
  await page.getByRole("banner").getByRole("button", { name: t.getPrices, exact: true }).click();
  const drawer = quoteDrawer(page, language);
  await expect(drawer).toBeVisible();
  await drawer.getByRole("button", { name: new RegExp(`^${t.campingPass}`) }).click();

  await drawer.getByRole("button", { name: t.arrivalDate }).click();
  await pickDay(drawer, language, arrivalDate, monthsAhead);
  // The arrival cleared the default departure (tomorrow), so the departure calendar opens by itself.
  await expect(drawer.getByRole("button", { name: t.departureDate })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await pickDay(drawer, language, departureDate, 0);
  await expect(drawer.getByRole("button", { name: t.departureDate })).toHaveAttribute(
    "aria-expanded",
    "false",
  );
  await expect(drawer.getByRole("button", { name: t.arrivalDate })).toHaveAccessibleName(
    shownDate(arrivalDate, language),
  );
  await expect(drawer.getByRole("button", { name: t.departureDate })).toHaveAccessibleName(
    shownDate(departureDate, language),
  );

  // The radio is visually hidden inside its card: the visitor clicks the card (its label).
  const dayArrival = drawer.getByRole("radio", { name: t.dayArrival });
  await drawer
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: t.dayArrival }) })
    .click();
  await expect(dayArrival).toBeChecked();
  const persons = drawer.getByRole("spinbutton", { name: t.persons });
  await expect(persons).toBeEnabled();
  await expect(persons).toHaveValue("1");
  await drawer.getByRole("button", { name: t.morePersons }).click();
  await expect(persons).toHaveValue("2");

  const id = await storedQuoteId(page);
  const quote = await quoteWhen(
    page,
    id,
    (q) => q.visit.numberOfPersons === 2 && q.visit.arrivalTime === "DAY",
  );
  expect(quote.visit).toMatchObject({ arrivalDate, departureDate });
  await expect(drawer.getByText(t.totalLine(money(quote.totalAmount)), { exact: true })).toBeVisible();
  return id;
}
