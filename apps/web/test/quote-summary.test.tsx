import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { QUOTE_STORAGE_KEYS } from "../src/features/quote/quote-presence.ts";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { fakeCheckoutApi } from "./checkout-fake-api.ts";
import { cartQuote, lines } from "./commerce-fake-api.ts";
import { commerceEs } from "./commerce-texts.ts";
import { fakeQuoteApi, quoteDto } from "./fake-quote-api.ts";
import { renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

const TODAY = "2027-03-10";

const NIGHT_QUOTE = quoteDto("7", {
  arrivalDate: "2027-03-12",
  departureDate: "2027-03-14",
  numberOfPersons: 4,
  arrivalTime: "NIGHT",
  stayType: "CAMPING_PASS",
});

beforeEach(async () => {
  await resetSite();
});

describe("header quote summary", () => {
  it("is absent, with no quote code loaded, when the visitor has no quote", async () => {
    const api = fakeQuoteApi({ today: TODAY });
    renderSite("/");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("region", { name: "Tu cotización" })).not.toBeInTheDocument();
    expect(api.callsTo("GET", /\/api\/ecommerce\/quotes\//)).toHaveLength(0);
    expect(api.callsTo("GET", "/api/core/clock")).toHaveLength(0);
  });

  it("shows the stored quote's dates, arrival time, visitors and total", async () => {
    fakeQuoteApi({ today: TODAY, quotes: [NIGHT_QUOTE] });
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "7");
    renderSite("/");
    const summary = await screen.findByRole("region", { name: "Tu cotización" });
    const term = (name: string) => within(summary).getByText(name).nextElementSibling?.textContent;
    expect(term("Llegada")).toBe("vie 12 de mar");
    expect(term("Salida")).toBe("dom 14 de mar");
    expect(term("Total")).toBe("$1,000.00 MXN");
    expect(within(summary).getByText("4 visitantes")).toBeInTheDocument();
    expect(
      within(summary).getByRole("img", { name: "Llegada de noche, de 6:00pm a 11:30pm" }),
    ).toBeInTheDocument();
    expect(within(summary).getByRole("button", { name: "Pagar" })).toBeInTheDocument();
  });

  it("reads in English after switching language, without sending the quote again", async () => {
    const api = fakeQuoteApi({
      today: TODAY,
      quotes: [{ ...NIGHT_QUOTE, visit: { ...NIGHT_QUOTE.visit, arrivalTime: "DAY" } }],
    });
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "7");
    renderSite("/");
    await screen.findByRole("region", { name: "Tu cotización" });
    await i18n.changeLanguage("en");
    const summary = await screen.findByRole("region", { name: "Your quote" });
    expect(within(summary).getByText("Fri, Mar 12")).toBeInTheDocument();
    expect(within(summary).getByRole("img", { name: "Day arrival, 7:30am to 6:00pm" })).toBeInTheDocument();
    expect(within(summary).getByText("4 visitors")).toBeInTheDocument();
    // Names and texts follow the page's language on screen; the quote itself needs no new save.
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/7")).toHaveLength(0);
  });

  it("disables Pay by the same unavailable-lodging rule as the drawer and the cart: the server's sale issue", async () => {
    // 000 §4 Pay and Continue buttons: "unavailable reservations" disable Pay.
    fakeQuoteApi({
      today: TODAY,
      quotes: [
        {
          ...NIGHT_QUOTE,
          saleIssues: [
            { code: "unavailable_lodging", message: commerceEs.quote.saleIssues.unavailable_lodging },
          ],
        },
      ],
    });
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "7");
    renderSite("/faq");
    const summary = await screen.findByRole("region", { name: "Tu cotización" });
    await waitFor(() => expect(within(summary).getByRole("button", { name: "Pagar" })).toBeDisabled());
  });

  it("goes back to the server's visitors when a change is refused (never visitors beside other prices)", async () => {
    fakeQuoteApi({
      today: TODAY,
      quotes: [NIGHT_QUOTE],
      updateError: { status: 400, error: "validation_error", message: "No se pudo guardar" },
    });
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "7");
    renderSite("/faq");
    const summary = await screen.findByRole("region", { name: "Tu cotización" });
    fireEvent.click(within(summary).getByRole("button", { name: "Editar tu visita" }));
    const dialog = await screen.findByRole("dialog", { name: "Cotiza tu visita" });
    fireEvent.change(await within(dialog).findByRole("spinbutton", { name: "Número de personas" }), {
      target: { value: "5" },
    });
    expect(await screen.findByText("No se pudo guardar")).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole("spinbutton", { name: "Número de personas" })).toHaveValue(4),
    );
    expect(within(summary).getByText("4 visitantes")).toBeInTheDocument();
    expect(within(summary).getByText("Total").nextElementSibling).toHaveTextContent("$1,000.00 MXN");
  });

  it("Edit opens the drawer on the visit's details", async () => {
    fakeQuoteApi({ today: TODAY, quotes: [NIGHT_QUOTE] });
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "7");
    renderSite("/faq");
    const summary = await screen.findByRole("region", { name: "Tu cotización" });
    fireEvent.click(within(summary).getByRole("button", { name: "Editar tu visita" }));
    const dialog = await screen.findByRole("dialog", { name: "Cotiza tu visita" });
    expect(
      await within(dialog).findByRole("button", { name: "Cambiar tipo de estancia" }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("spinbutton", { name: "Número de personas" })).toHaveValue(4);
  });

  it("appears once the drawer creates the quote", async () => {
    fakeQuoteApi({ today: TODAY });
    renderSite("/");
    await screen.findByRole("heading", { level: 1 });
    fireEvent.click(screen.getByRole("button", { name: "Cotizar" }));
    const dialog = await screen.findByRole("dialog");
    const dayPass = within(dialog).getByRole("button", { name: /Pase de día/ });
    await waitFor(() => expect(dayPass).toBeEnabled());
    fireEvent.click(dayPass);
    fireEvent.change(await within(dialog).findByRole("spinbutton", { name: "Número de personas" }), {
      target: { value: "3" },
    });
    const summary = await screen.findByRole("region", { name: "Tu cotización", hidden: true });
    await waitFor(() => expect(within(summary).getByText("3 visitantes")).toBeInTheDocument());
  });
});

describe("three-step indicator", () => {
  it.each([
    ["/cart", "Carrito de compras"],
    ["/checkout/contact-payment", "Pago"],
    ["/order/ABCD234567", "Confirmación"],
  ])("on %s highlights %s", async (path, current) => {
    // With a quote to show, so that neither page sends the visitor home while the indicator loads.
    fakeCheckoutApi({ quote: cartQuote({ items: [lines.item("day_pass", "Pase de día", 2, 200)] }) });
    renderSite(path);
    // The indicator's code is loaded on these routes only: the first load of it can take a moment.
    const steps = await screen.findByRole("navigation", { name: "Pasos de tu compra" }, { timeout: 5000 });
    const items = within(steps).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "1Paso 1 de 3: Carrito de compras",
      "2Paso 2 de 3: Pago",
      "3Paso 3 de 3: Confirmación",
    ]);
    const highlighted = items.filter((item) => item.getAttribute("aria-current") === "step");
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]).toHaveTextContent(current);
  });

  it("is not shown on information pages", async () => {
    fakeQuoteApi({ today: TODAY });
    renderSite("/prices");
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("navigation", { name: "Pasos de tu compra" })).not.toBeInTheDocument();
  });
});
