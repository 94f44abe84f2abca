import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { QUOTE_STORAGE_KEYS } from "../src/features/quote/quote-presence.ts";
import { currentOverlayRequests, openQuoteDrawer } from "../src/shared/overlays/overlay-requests.ts";
import { fakeQuoteApi, quoteDto } from "./fake-quote-api.ts";
import { renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

const TODAY = "2027-03-10";

beforeEach(async () => {
  await resetSite();
});

async function openDrawer() {
  await screen.findByRole("heading", { level: 1 });
  fireEvent.click(screen.getByRole("button", { name: "Cotizar" }));
  return screen.findByRole("dialog", { name: "Cotiza tu visita" });
}

async function chooseStay(dialog: HTMLElement, name: RegExp) {
  const option = within(dialog).getByRole("button", { name });
  await waitFor(() => expect(option).toBeEnabled());
  fireEvent.click(option);
  return within(dialog).findByRole("button", { name: "Cambiar tipo de estancia" });
}

function storeQuote(id: string) {
  window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, id);
}

const SERVER_QUOTE = quoteDto("7", {
  arrivalDate: "2027-03-12",
  departureDate: "2027-03-14",
  numberOfPersons: 4,
  arrivalTime: "DAY",
  stayType: "CAMPING_PASS",
});

describe("quote drawer: opening and closing", () => {
  it("opens on step 1 with the six stay types and their hours", async () => {
    fakeQuoteApi({ today: TODAY });
    renderSite("/");
    const dialog = await openDrawer();
    const options = within(within(dialog).getByRole("list")).getAllByRole("button");
    expect(options.map((option) => option.textContent)).toEqual([
      "Pase de díaHorario 7:30am – 6:00pm",
      "Pase de campamentoHorario 6:00pm – 6:00pm",
      "Cabaña básicaHorario 3:00pm – 12:00pm",
      "TipiHorario 3:00pm – 12:00pm",
      "Villa del lagoHorario 3:00pm – 12:00pm",
      "Cabaña superiorHorario 3:00pm – 12:00pm",
    ]);
    expect(dialog).toHaveAccessibleDescription(
      "Elige el tipo de estancia, las fechas, la hora de llegada y el número de personas.",
    );
  });

  it("closes on Escape and gives focus back to the button that opened it", async () => {
    fakeQuoteApi({ today: TODAY });
    renderSite("/prices");
    await screen.findByRole("heading", { level: 1 });
    const getPrices = screen.getByRole("button", { name: "Cotizar" });
    getPrices.focus();
    fireEvent.click(getPrices);
    const dialog = await screen.findByRole("dialog");
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(getPrices).toHaveFocus();
  });

  it("is a side panel from 1330 px and a bottom sheet below", async () => {
    fakeQuoteApi({ today: TODAY });
    const wide = vi.fn((query: string) => ({
      matches: query === "(min-width: 1330px)",
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    vi.stubGlobal("matchMedia", wide);
    renderSite("/events");
    const dialog = await openDrawer();
    expect(dialog).toHaveAttribute("data-layout", "visit");
  });

  it("on a narrow screen of a route without the drawer, takes the visitor home and opens there", async () => {
    fakeQuoteApi({ today: TODAY });
    renderSite("/contact");
    const dialog = await openDrawer();
    expect(dialog).toHaveAttribute("data-layout", "mobile");
    // The page behind the modal drawer is hidden from assistive technology while it is open.
    expect(screen.getByRole("heading", { level: 1, hidden: true })).toHaveTextContent(
      "Campamento y parque acuático en Ensenada",
    );
  });

  it("closes when the visitor navigates to another page", async () => {
    fakeQuoteApi({ today: TODAY });
    renderSite("/");
    const dialog = await openDrawer();
    // The drawer's own links do not navigate; leaving happens with the header's links behind it.
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    act(() => openQuoteDrawer());
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
  });
});

describe("quote drawer: steps", () => {
  it("shows the controls of each step as the domain's drawerStep decides", async () => {
    const api = fakeQuoteApi({ today: TODAY });
    renderSite("/");
    const dialog = await openDrawer();
    const back = await chooseStay(dialog, /Pase de campamento/);
    expect(back).toBeInTheDocument();

    // Step 3: dates and arrival time of a new quote, nobody yet: people enabled, arrival time not yet.
    const persons = within(dialog).getByRole("spinbutton", { name: "Número de personas" });
    expect(persons).toBeEnabled();
    expect(within(dialog).getByRole("group", { name: "Hora de llegada" })).toBeDisabled();
    expect(within(dialog).getByText(/Completa las fechas/)).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Pagar" })).toBeDisabled();

    fireEvent.click(within(dialog).getByRole("button", { name: "Uno más: Número de personas" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Uno más: Número de personas" }));
    // Sent 300 ms after the last click, in one request.
    await waitFor(() => expect(api.callsTo("POST", "/api/ecommerce/quotes/")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/ecommerce/quotes/")[0]?.body).toMatchObject({
      // 000 §9 "Purchases at least 24 hours ahead": a new quote starts tomorrow.
      visit: { numberOfPersons: 2, stayType: "CAMPING_PASS", arrivalDate: "2027-03-11" },
    });

    // Step 5: everything present: arrival time enabled, total announced.
    expect(await within(dialog).findByText("Total: $500.00 MXN")).toHaveAttribute("aria-live", "polite");
    expect(within(dialog).getByRole("group", { name: "Hora de llegada" })).toBeEnabled();
    expect(within(dialog).queryByRole("button", { name: "Elegir en el mapa" })).not.toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole("radio", { name: /De día/ }));
    await waitFor(() =>
      expect(api.callsTo("PUT", "/api/ecommerce/quotes/100").at(-1)?.body).toMatchObject({
        visit: { arrivalTime: "DAY" },
      }),
    );

    fireEvent.click(back);
    expect(within(dialog).getByRole("button", { name: /Pase de campamento/ })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });

  it("offers the lodging counter and, once complete, the map of the lodging", async () => {
    const api = fakeQuoteApi({ today: TODAY });
    renderSite("/");
    const dialog = await openDrawer();
    await chooseStay(dialog, /Cabaña básica/);
    expect(within(dialog).getByRole("spinbutton", { name: "Unidades de hospedaje" })).toHaveValue(1);
    expect(within(dialog).queryByRole("button", { name: "Elegir en el mapa" })).not.toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole("spinbutton", { name: "Número de personas" }), {
      target: { value: "3" },
    });
    await waitFor(() => expect(api.callsTo("POST", "/api/ecommerce/quotes/")).toHaveLength(1));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Elegir en el mapa" }));
    expect(currentOverlayRequests().lodgingMap).toBe("CABIN");
    // The map opens over the drawer, which stays on step 2 beneath it (drawer-lodging-map.test.tsx).
    expect(await screen.findByRole("dialog", { name: "Elige tus cabañas básicas" })).toBeInTheDocument();
  });

  it("offers another unit when the people exceed 6 per unit", async () => {
    const api = fakeQuoteApi({ today: TODAY });
    renderSite("/");
    const dialog = await openDrawer();
    await chooseStay(dialog, /Tipi/);
    fireEvent.change(within(dialog).getByRole("spinbutton", { name: "Número de personas" }), {
      target: { value: "8" },
    });
    const prompt = await within(dialog).findByText(
      "Cada unidad es para máximo 6 personas. ¿Agregar otra unidad para tu grupo de 8?",
    );
    fireEvent.click(
      within(prompt.parentElement as HTMLElement).getByRole("button", { name: "Agregar una unidad" }),
    );
    await waitFor(() =>
      expect(api.callsTo("PUT", "/api/ecommerce/quotes/100").at(-1)?.body).toMatchObject({
        visit: { numberOfPersons: 8 },
        products: { tipis: 2 },
      }),
    );
  });
});

function dayButton(calendar: HTMLElement, day: number): HTMLElement {
  const cell = within(calendar)
    .getAllByRole("gridcell")
    .find((candidate) => candidate.textContent === String(day) && !candidate.hasAttribute("data-outside"));
  if (!cell) throw new Error(`no day ${day}`);
  return cell;
}

function isDisabled(cell: HTMLElement): boolean {
  return (
    cell.hasAttribute("data-disabled") ||
    within(cell).queryByRole("button")?.hasAttribute("disabled") === true
  );
}

describe("quote drawer: calendar", () => {
  it("disables past days, days without price, the no-price list and unavailable lodging", async () => {
    fakeQuoteApi({
      today: TODAY,
      unpricedDates: ["2027-03-15"],
      noPriceDates: ["2027-03-16"],
      unavailableLodgingDates: ["2027-03-20"],
    });
    renderSite("/");
    const dialog = await openDrawer();
    await chooseStay(dialog, /Cabaña básica/);
    fireEvent.click(within(dialog).getByRole("button", { name: /^Cambiar Fecha de llegada/ }));
    const calendar = await within(dialog).findByRole("grid");
    await waitFor(() => expect(isDisabled(dayButton(calendar, 20))).toBe(true));
    expect(isDisabled(dayButton(calendar, 9))).toBe(true);
    expect(isDisabled(dayButton(calendar, 15))).toBe(true);
    expect(isDisabled(dayButton(calendar, 16))).toBe(true);
    // Today is disabled too: purchases at least 24 hours ahead (000 §9).
    expect(isDisabled(dayButton(calendar, 10))).toBe(true);
    expect(isDisabled(dayButton(calendar, 11))).toBe(false);
    expect(isDisabled(dayButton(calendar, 12))).toBe(false);
  });

  it("picking an arrival after the departure clears it and asks for the departure next", async () => {
    fakeQuoteApi({ today: TODAY });
    renderSite("/");
    const dialog = await openDrawer();
    await chooseStay(dialog, /Pase de campamento/);
    fireEvent.click(within(dialog).getByRole("button", { name: /^Cambiar Fecha de llegada/ }));
    const arrivalCalendar = await within(dialog).findByRole("grid");
    fireEvent.click(within(dayButton(arrivalCalendar, 12)).getByRole("button"));
    expect(
      await within(dialog).findByRole("button", { name: "Cambiar Fecha de salida: Sin elegir" }),
    ).toHaveAttribute("aria-expanded", "true");
    fireEvent.click(within(dayButton(within(dialog).getByRole("grid"), 14)).getByRole("button"));
    expect(
      await within(dialog).findByRole("button", { name: "Cambiar Fecha de salida: dom 14 de mar" }),
    ).toHaveAttribute("aria-expanded", "false");
  });
});

describe("quote drawer: one truth on every screen (issue 30 item 5)", () => {
  it("drops, on closing, an edit of the server's quote still missing its departure, and says so", async () => {
    const api = fakeQuoteApi({ today: TODAY, quotes: [SERVER_QUOTE] });
    storeQuote("7");
    renderSite("/faq");
    const summary = await screen.findByRole("region", { name: "Tu cotización" });
    fireEvent.click(within(summary).getByRole("button", { name: "Editar tu visita" }));
    let dialog = await screen.findByRole("dialog", { name: "Cotiza tu visita" });
    fireEvent.click(await within(dialog).findByRole("button", { name: /^Cambiar Fecha de llegada/ }));
    // An arrival after the departure (14 March) clears it: nothing the server could take yet.
    fireEvent.click(within(dayButton(await within(dialog).findByRole("grid"), 20)).getByRole("button"));
    await within(dialog).findByRole("button", { name: "Cambiar Fecha de salida: Sin elegir" });
    fireEvent.keyDown(dialog, { key: "Escape" });

    expect(
      await screen.findByText(
        "Tu cambio no se guardó: le faltaba la fecha de salida o la hora de llegada. Tu visita sigue como estaba.",
      ),
    ).toBeInTheDocument();
    fireEvent.click(within(summary).getByRole("button", { name: "Editar tu visita" }));
    dialog = await screen.findByRole("dialog", { name: "Cotiza tu visita" });
    expect(
      await within(dialog).findByRole("button", { name: "Cambiar Fecha de salida: dom 14 de mar" }),
    ).toBeInTheDocument();
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/7")).toHaveLength(0);
  });
});

describe("quote drawer: departure calendar", () => {
  it("opens on the arrival's month with the arrival marked and focus inside it", async () => {
    const acrossMonths = quoteDto("7", {
      ...SERVER_QUOTE.visit,
      arrivalDate: "2027-03-30",
      departureDate: "2027-04-02",
    });
    fakeQuoteApi({ today: TODAY, quotes: [acrossMonths] });
    storeQuote("7");
    renderSite("/");
    await screen.findByRole("region", { name: "Tu cotización" });
    fireEvent.click(screen.getByRole("button", { name: "Editar tu visita" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(await within(dialog).findByRole("button", { name: /^Cambiar Fecha de salida/ }));
    const calendar = await within(dialog).findByRole("grid", { name: /marzo 2027/ });
    const arrival = within(dayButton(calendar, 30)).getByRole("button");
    expect(arrival).toHaveAccessibleName(/tu llegada$/);
    expect(arrival).toBeDisabled();
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement));
  });

  // 000 §5: "the minimum departure is arrival plus one day"; days without a price are disabled, and a
  // stay may not cross one (the server refuses the range, naming the date).
  it("offers only the days after the arrival up to the first day without a price", async () => {
    fakeQuoteApi({ today: TODAY, unpricedDates: ["2027-03-18"], noPriceDates: ["2027-03-24"] });
    renderSite("/");
    const dialog = await openDrawer();
    await chooseStay(dialog, /Pase de campamento/);
    fireEvent.click(within(dialog).getByRole("button", { name: /^Cambiar Fecha de llegada/ }));
    const arrivalCalendar = await within(dialog).findByRole("grid");
    await waitFor(() => expect(arrivalCalendar).toContainElement(document.activeElement as HTMLElement));
    fireEvent.click(within(dayButton(arrivalCalendar, 14)).getByRole("button"));
    await within(dialog).findByRole("button", { name: "Cambiar Fecha de salida: Sin elegir" });
    const calendar = within(dialog).getByRole("grid");
    await waitFor(() => expect(calendar).toContainElement(document.activeElement as HTMLElement));
    for (const day of [11, 13, 14, 18, 19, 20, 25])
      expect(isDisabled(dayButton(calendar, day)), `${day}`).toBe(true);
    for (const day of [15, 16, 17]) expect(isDisabled(dayButton(calendar, day)), `${day}`).toBe(false);
  });
});

describe("quote drawer: tariff colours (001 §2, as on the prices page)", () => {
  it("names each day's tariff colour and shows the legend with the discounts and the yellow-date note", async () => {
    fakeQuoteApi({
      today: TODAY,
      colors: { "2027-03-12": "YELLOW", "2027-03-13": "BLACK", "2027-03-14": "RED" },
    });
    renderSite("/");
    const dialog = await openDrawer();
    await chooseStay(dialog, /Pase de campamento/);
    fireEvent.click(within(dialog).getByRole("button", { name: /^Cambiar Fecha de llegada/ }));
    const calendar = await within(dialog).findByRole("grid");
    await waitFor(() =>
      expect(within(dayButton(calendar, 12)).getByRole("button")).toHaveAccessibleName(/amarilla$/),
    );
    expect(within(dayButton(calendar, 13)).getByRole("button")).toHaveAccessibleName(/negra$/);
    expect(within(dayButton(calendar, 14)).getByRole("button")).toHaveAccessibleName(/roja$/);
    expect(within(dayButton(calendar, 15)).getByRole("button")).toHaveAccessibleName(/azul$/);
    expect(dayButton(calendar, 12)).toHaveClass("bg-yellow-300");
    expect(dayButton(calendar, 13)).toHaveClass("bg-stone-900");
    const legend = within(dialog).getByRole("list", { name: "Colores de tarifa y sus descuentos" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "negra: Precio completo",
      "azul: 15% de descuento",
      "roja: 40% de descuento",
      "amarilla: 55% de descuento",
    ]);
    expect(
      within(dialog).getByText("En los días amarillos todas las albercas y el tobogán están cerrados."),
    ).toBeInTheDocument();
  });
});

describe("quote drawer: 24 hours ahead by the clock (000 §9, decision 0005)", () => {
  it("at 2:27 pm offers tomorrow only by night and says why the day arrival is not offered", async () => {
    const tomorrow = quoteDto("7", {
      arrivalDate: "2027-03-11",
      departureDate: "2027-03-12",
      numberOfPersons: 2,
      arrivalTime: "NIGHT",
      stayType: "CAMPING_PASS",
    });
    fakeQuoteApi({ today: TODAY, time: "14:27", quotes: [tomorrow] });
    storeQuote("7");
    renderSite("/");
    await screen.findByRole("region", { name: "Tu cotización" });
    fireEvent.click(screen.getByRole("button", { name: "Editar tu visita" }));
    const dialog = await screen.findByRole("dialog");
    // 7:30 am tomorrow is 17 hours away; 6:00 pm tomorrow 27.5 hours.
    const day = await within(dialog).findByRole("radio", { name: /De día/ });
    await waitFor(() => expect(day).toBeDisabled());
    expect(day).toHaveAccessibleDescription(
      "Faltan menos de 24 horas: las compras se hacen con al menos 24 horas de anticipación.",
    );
    expect(within(dialog).getByRole("radio", { name: /De noche/ })).toBeEnabled();
    // The date itself stays open: its night arrival can be sold.
    fireEvent.click(within(dialog).getByRole("button", { name: /^Cambiar Fecha de llegada/ }));
    const calendar = await within(dialog).findByRole("grid");
    expect(isDisabled(dayButton(calendar, 10))).toBe(true);
    expect(isDisabled(dayButton(calendar, 11))).toBe(false);
  });

  it("disables tomorrow for a day pass once its 7:30 am is less than 24 hours away", async () => {
    fakeQuoteApi({ today: TODAY, time: "10:00" });
    renderSite("/");
    const dialog = await openDrawer();
    await chooseStay(dialog, /Pase de día/);
    fireEvent.click(within(dialog).getByRole("button", { name: /^Cambiar Fecha de llegada/ }));
    const calendar = await within(dialog).findByRole("grid");
    await waitFor(() => expect(isDisabled(dayButton(calendar, 11))).toBe(true));
    expect(isDisabled(dayButton(calendar, 12))).toBe(false);
  });
});

describe("quote drawer: Pay", () => {
  it("is disabled while the capacity of the arrival time is full, with the spec's message", async () => {
    fakeQuoteApi({ today: TODAY, quotes: [SERVER_QUOTE], capacityFull: { DAY: true } });
    storeQuote("7");
    renderSite("/");
    await screen.findByRole("region", { name: "Tu cotización" });
    fireEvent.click(screen.getByRole("button", { name: "Editar tu visita" }));
    const dialog = await screen.findByRole("dialog");
    expect(
      await within(dialog).findByText(/Hemos alcanzado nuestro límite de capacidad autorizada/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Pagar" })).toBeDisabled();
  });

  it("becomes usable 400 ms after the quote is complete and goes to the cart", async () => {
    fakeQuoteApi({ today: TODAY, quotes: [SERVER_QUOTE] });
    storeQuote("7");
    renderSite("/prices");
    await screen.findByRole("region", { name: "Tu cotización" });
    fireEvent.click(screen.getByRole("button", { name: "Editar tu visita" }));
    const dialog = await screen.findByRole("dialog");
    const pay = within(dialog).getByRole("button", { name: "Pagar" });
    expect(pay).toBeDisabled();
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("navigation", { name: "Pasos de tu compra" })).toBeInTheDocument();
  });

  it("on the cart opens on step 2 and Pay only closes the drawer", async () => {
    fakeQuoteApi({ today: TODAY, quotes: [SERVER_QUOTE] });
    storeQuote("7");
    renderSite("/cart");
    await screen.findByRole("navigation", { name: "Pasos de tu compra" });
    act(() => openQuoteDrawer());
    const dialog = await screen.findByRole("dialog");
    expect(
      await within(dialog).findByRole("button", { name: "Cambiar tipo de estancia" }),
    ).toBeInTheDocument();
    const pay = within(dialog).getByRole("button", { name: "Pagar" });
    await waitFor(() => expect(pay).toBeEnabled());
    fireEvent.click(pay);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(
      within(screen.getByRole("navigation", { name: "Pasos de tu compra" })).getByText("Carrito de compras")
        .parentElement,
    ).toHaveAttribute("aria-current", "step");
  });
});
