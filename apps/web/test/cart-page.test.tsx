import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUOTE_STORAGE_KEYS } from "../src/features/quote/quote-presence.ts";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { currentOverlayRequests } from "../src/shared/overlays/overlay-requests.ts";
import { cabins, cartQuote, fakeCommerceApi, lines } from "./commerce-fake-api.ts";
import { commerceEn, commerceEs } from "./commerce-texts.ts";
import { renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

const CAMPING = cartQuote({
  items: [
    lines.item("day_pass", "Pase de día", 2, 200),
    lines.item("camping_pass", "Pase de campamento", 2, 600),
  ],
  colors: [
    { date: "2027-03-12", color: "YELLOW" },
    { date: "2027-03-13", color: "BLUE" },
  ],
});

const CABIN = cartQuote({
  visit: { ...CAMPING.visit, stayType: "CABIN", numberOfPersons: 5 },
  products: { ...CAMPING.products, cabins: 1 },
  items: [
    lines.item("day_pass", "Pase de día", 5, 200),
    lines.item("camping_pass", "Pase de campamento", 5, 600),
    lines.item("cabin", "Cabaña básica", 1, 4000),
  ],
  cabinNumbers: [{ id: "cabin-3", number: "C3" }],
});

const main = () => within(screen.getByRole("main"));

async function openCart() {
  renderSite("/cart");
  return screen.findByRole("complementary", { name: "Resumen" });
}

function lastQuotePut(api: ReturnType<typeof fakeCommerceApi>) {
  return api.callsTo("PUT", "/api/ecommerce/quotes/41").at(-1)?.body as {
    visit: { arrivalTime: string; stayType: string; numberOfPersons: number };
    products: { cabins: number };
  };
}

beforeEach(async () => {
  await resetSite();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("shopping cart", () => {
  it("sends a visitor without a quote to the homepage", async () => {
    fakeCommerceApi();
    renderSite("/cart");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Campamento y parque acuático en Ensenada" }),
    ).toBeInTheDocument();
  });

  it("offers Get prices in a cart the visitor emptied", async () => {
    fakeCommerceApi();
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.cartEmpty, "true");
    renderSite("/cart");
    expect(await screen.findByRole("heading", { name: "Tu carrito está vacío" })).toBeInTheDocument();
    fireEvent.click(main().getByRole("button", { name: "Cotizar" }));
    expect(currentOverlayRequests().drawer).toEqual({ id: 1, view: "stay", sidePanelFrom: 1330 });
  });

  it("shows the visit's counts, dates, rows and total in the summary card", async () => {
    fakeCommerceApi({ quote: CAMPING });
    const summary = within(await openCart());
    const value = (term: string) => summary.getByText(term).nextElementSibling?.textContent;
    expect(value("Días")).toBe("3");
    expect(value("Noches")).toBe("2");
    expect(value("Visitantes")).toBe("2");
    expect(value("Llegada")).toBe("vie 12 de mar · de 7:30am a 6:00pm");
    expect(value("Salida")).toBe("dom 14 de mar · antes de las 6pm");
    const rows = summary.getAllByRole("row").map((row) => row.textContent);
    expect(rows).toEqual([
      "ProductoImporte",
      "Pase de día2 × $200.00$400.00",
      "Pase de campamento2 × $600.00$1,200.00",
      "Total$1,600.00 MXN",
    ]);
    await waitFor(() => expect(summary.getByRole("button", { name: "Continuar al pago" })).toBeEnabled());
  });

  it("lists the lines with counters, the lodging's units and the lodging notices", async () => {
    fakeCommerceApi({ quote: CABIN });
    const summary = within(await openCart());
    expect(summary.getByText("Salida").nextElementSibling).toHaveTextContent("antes de las 12pm");
    expect(summary.getByText("Cabaña básica", { selector: "dt" }).nextElementSibling).toHaveTextContent("1");
    const items = main().getByRole("region", { name: "Tu visita" });
    expect(
      within(items)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Pase de día", "Pase de campamento", "Cabaña básica"]);
    expect(within(items).getByRole("spinbutton", { name: "Cantidad de Cabaña básica" })).toHaveValue(1);
    expect(within(items).getByRole("spinbutton", { name: "Cantidad de Pase de día" })).toHaveValue(5);
    expect(within(items).getByText("Unidades elegidas: C3")).toBeInTheDocument();
    expect(within(items).getByRole("button", { name: "Cambiar hospedaje" })).toBeInTheDocument();
    expect(main().getByText("Máximo 6 personas por cabaña básica.")).toBeInTheDocument();
    expect(
      main().getByText("Hospedaje: entrada a partir de las 3:00pm y salida antes de las 12:00pm."),
    ).toBeInTheDocument();
  });

  it("advises that pools and the slide are closed on yellow dates", async () => {
    fakeCommerceApi({ quote: CAMPING });
    await openCart();
    expect(
      main().getByText("Aviso: el vie 12 de mar todas las albercas y el tobogán están fuera de servicio."),
    ).toBeInTheDocument();
  });

  it("confirms removing the day pass of a camping stay, then arrives at night", async () => {
    const api = fakeCommerceApi({ quote: CAMPING });
    await openCart();
    fireEvent.click(main().getByRole("button", { name: "Eliminar Pase de día" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Eliminar producto" });
    expect(dialog).toHaveTextContent(
      "Si eliminas el pase de día, tu llegada cambiará a después de las 6:00 pm.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(lastQuotePut(api)?.visit.arrivalTime).toBe("NIGHT"));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("cancelling the confirmation changes nothing", async () => {
    const api = fakeCommerceApi({ quote: CAMPING });
    await openCart();
    fireEvent.click(main().getByRole("button", { name: "Eliminar Pase de campamento" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("¿Quieres eliminar “Pase de campamento” de tu visita?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/41")).toHaveLength(0);
  });

  it("gives focus back to the delete button that opened the confirmation (WCAG 2.4.3)", async () => {
    fakeCommerceApi({ quote: CAMPING });
    await openCart();
    const opener = main().getByRole("button", { name: "Eliminar Pase de campamento" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("alertdialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancelar" }));
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it("says when removing the line leaves the quote empty (000 §4: if DAY_PASS, an empty quote is created)", async () => {
    fakeCommerceApi({
      quote: cartQuote({
        visit: { ...CAMPING.visit, stayType: "DAY_PASS", departureDate: CAMPING.visit.arrivalDate },
        items: [lines.item("day_pass", "Pase de día", 2, 200)],
      }),
    });
    await openCart();
    fireEvent.click(main().getByRole("button", { name: "Eliminar Pase de día" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(
      "¿Quieres eliminar “Pase de día” de tu visita?Es lo único que queda en tu cotización: al eliminarlo, tu cotización quedará vacía y empezarás una nueva.",
    );
  });

  it("confirms removing the lodging: the visit becomes Camping + Day Pass", async () => {
    const api = fakeCommerceApi({ quote: CABIN });
    await openCart();
    fireEvent.click(main().getByRole("button", { name: "Eliminar Cabaña básica" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(
      "Si eliminas el hospedaje, tu visita cambiará a Campamento + Pase de día.",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(lastQuotePut(api)?.products.cabins).toBe(0));
    expect(lastQuotePut(api)?.visit.stayType).toBe("CAMPING_PASS");
  });

  it("tells how many people arrive after 6:00 pm when the day pass of a lodging stay goes", async () => {
    fakeCommerceApi({ quote: CABIN });
    await openCart();
    fireEvent.click(main().getByRole("button", { name: "Eliminar Pase de día" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(
      "Si eliminas el pase de día, la llegada de 5 personas cambiará a después de las 6:00 pm.",
    );
  });

  it("refuses to remove camping passes while lodging is in the visit", async () => {
    const api = fakeCommerceApi({ quote: CABIN });
    await openCart();
    fireEvent.click(main().getByRole("button", { name: "Eliminar Pase de campamento" }));
    const dialog = await screen.findByRole("alertdialog", { name: "No se puede eliminar" });
    expect(dialog).toHaveTextContent(
      "No puedes eliminar pases de campamento cuando hay cabañas o tipis en tu visita.",
    );
    expect(within(dialog).queryByRole("button", { name: "Eliminar" })).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole("button", { name: "Entendido" }));
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/41")).toHaveLength(0);
  });

  it("refuses in English with the spec's words, naming the products in the page's language", async () => {
    fakeCommerceApi({ quote: CABIN });
    await i18n.changeLanguage("en");
    renderSite("/cart");
    await screen.findByRole("complementary", { name: "Summary" });
    // The quote was saved in Spanish; its product names still follow the page (ITEM_NAMES).
    fireEvent.click(main().getByRole("button", { name: "Remove Camping pass" }));
    expect(await screen.findByRole("alertdialog")).toHaveTextContent(
      "You can't delete camping passes when there are cabins or tepees in your visit.",
    );
  });

  it("reads in English", async () => {
    fakeCommerceApi({ quote: CAMPING });
    await i18n.changeLanguage("en");
    renderSite("/cart");
    const summary = within(await screen.findByRole("complementary", { name: "Summary" }));
    expect(summary.getByText("Departure").nextElementSibling).toHaveTextContent("Sun, Mar 14 · before 6pm");
    expect(summary.getByText("Arrival").nextElementSibling).toHaveTextContent(
      "Fri, Mar 12 · from 7:30am to 6:00pm",
    );
    await waitFor(() => expect(summary.getByRole("button", { name: "Continue to payment" })).toBeEnabled());
    await waitFor(() => expect(summary.getByRole("button", { name: "Print summary" })).toBeEnabled());
    expect(
      main().getByText("Please note: all pools and the slide are out of service on Fri, Mar 12."),
    ).toBeInTheDocument();
    expect(main().getByRole("button", { name: "Edit visit" })).toBeInTheDocument();
  });

  it("offers another unit when the persons exceed the lodging's beds", async () => {
    const api = fakeCommerceApi({
      quote: { ...CABIN, visit: { ...CABIN.visit, numberOfPersons: 6 } },
    });
    await openCart();
    fireEvent.click(main().getByRole("button", { name: "Uno más: Pase de campamento" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Se necesita más hospedaje" });
    expect(dialog).toHaveTextContent(
      "Cada unidad es para máximo 6 personas. ¿Agregar otra unidad para tu grupo de 7?",
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Agregar unidad" }));
    await waitFor(() => expect(lastQuotePut(api)?.products.cabins).toBe(2));
    expect(lastQuotePut(api)?.visit.numberOfPersons).toBe(7);
  });

  it("Continue to payment goes to the payment page", async () => {
    fakeCommerceApi({ quote: CAMPING });
    const summary = within(await openCart());
    fireEvent.click(summary.getByRole("button", { name: "Continuar al pago" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Contacto y pago" })).toBeInTheDocument();
  });

  it("disables Continue and says so when the capacity of the arrival time is full", async () => {
    fakeCommerceApi({ quote: CAMPING, capacityFull: { DAY: true } });
    const summary = within(await openCart());
    expect(
      await main().findByText(
        "Hemos alcanzado nuestro límite de capacidad autorizada para la(s) fecha(s) y horario(s) de llegada que seleccionaste. Por lo tanto, esta compra no puede procesarse.",
      ),
    ).toBeInTheDocument();
    expect(summary.getByRole("button", { name: "Continuar al pago" })).toBeDisabled();
  });

  it("disables Continue when the total is 0", async () => {
    fakeCommerceApi({ quote: { ...CAMPING, discountAmount: 1600, totalAmount: 0 } });
    const summary = within(await openCart());
    expect(summary.getByText("Descuento")).toBeInTheDocument();
    expect(summary.getByRole("button", { name: "Continuar al pago" })).toBeDisabled();
  });

  it("disables Continue and warns when a chosen unit is no longer held, as the server's quote says", async () => {
    // The server reports the loss on the quote itself (unavailableLodging, saleIssues): the rule all buttons use.
    const lostCabin = {
      ...CABIN,
      unavailableLodging: ["CABIN" as const],
      saleIssues: [
        { code: "unavailable_lodging" as const, message: commerceEs.quote.saleIssues.unavailable_lodging },
      ],
    };
    fakeCommerceApi({ quote: lostCabin, lost: [{ cabins: ["C3"] }] });
    const summary = within(await openCart());
    expect(await main().findByText("La cabaña C3 de tu visita ya no está disponible.")).toBeInTheDocument();
    expect(summary.getByText("Alguno de los hospedajes no está disponible")).toBeInTheDocument();
    expect(summary.getByRole("button", { name: "Continuar al pago" })).toBeDisabled();
  });

  it("says until when the chosen units stay held, in the park's time, and that the price is kept", async () => {
    // 2027-03-10T19:45Z is 11:45 a.m. in Ensenada (UTC-8 before the March DST change).
    fakeCommerceApi({ quote: { ...CABIN, holdExpiresAt: "2027-03-10T19:45:00.000Z" } });
    await openCart();
    expect(
      await main().findByText(
        /Reservadas para ti hasta las 11:45 a\.\s?m\. del 10 de marzo \(hora del parque\)/,
      ),
    ).toHaveTextContent("mientras lo estén, el precio se mantiene.");
    await i18n.changeLanguage("en");
    expect(
      await main().findByText(
        "Held for you until 11:45 AM on March 10 (park time); while they are, the price is kept.",
      ),
    ).toBeInTheDocument();
  });

  it("renews the holds shortly before they expire while the visitor is on the cart, by the park's clock", async () => {
    // The fake park's clock is months ahead of this device's (2027-03-10 07:00): by the device's the hold
    // would have ended long ago and be renewed at once.
    const expiresAt = new Date(Date.parse("2027-03-10T07:00:00-08:00") + 61_500).toISOString();
    const api = fakeCommerceApi({ quote: { ...CABIN, holdExpiresAt: expiresAt } });
    await openCart();
    expect(api.callsTo("POST", "/api/ecommerce/reservations/renew")).toHaveLength(0);
    // Renewed a minute before the end: here after about 1.5 s.
    await waitFor(() => expect(api.callsTo("POST", "/api/ecommerce/reservations/renew")).toHaveLength(1), {
      timeout: 4000,
    });
    expect(api.callsTo("POST", "/api/ecommerce/reservations/renew")[0]?.body).toEqual({ quoteId: "41" });
  });

  it("does not renew a hold the park's clock still gives minutes, on a device whose clock is ahead", async () => {
    // A demo park pinned in the past (CLOCK_NOW), or a phone set fast: its hold ends in 20 park minutes.
    const expiresAt = new Date(Date.parse("2025-01-10T07:20:00-08:00")).toISOString();
    const api = fakeCommerceApi({ today: "2025-01-10", quote: { ...CABIN, holdExpiresAt: expiresAt } });
    await openCart();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.callsTo("POST", "/api/ecommerce/reservations/renew")).toHaveLength(0);
  });

  it("disables Continue and says why when the server would not sell the quote (its sale issues)", async () => {
    // A date of the visit lost its price after the quote was made: the server will not sell it.
    fakeCommerceApi({
      quote: {
        ...CAMPING,
        saleIssues: [{ code: "not_priced", message: commerceEn.quote.saleIssues.not_priced }],
      },
    });
    const summary = within(await openCart());
    // Said in the page's language, whatever language the quote was saved in.
    expect(main().getByText(commerceEs.quote.saleIssues.not_priced)).toBeInTheDocument();
    expect(summary.getByRole("button", { name: "Continuar al pago" })).toBeDisabled();
  });

  it("moves a stored visit whose dates passed to the earliest arrival, silently (000 §4)", async () => {
    const stale = {
      ...CAMPING,
      visit: { ...CAMPING.visit, arrivalDate: "2027-03-01", departureDate: "2027-03-03" },
      saleIssues: [
        { code: "arrival_too_soon" as const, message: commerceEs.quote.saleIssues.arrival_too_soon },
      ],
    };
    const api = fakeCommerceApi({ quote: stale });
    await openCart();
    expect(main().queryByText(commerceEs.quote.saleIssues.arrival_too_soon)).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo("PUT", "/api/ecommerce/quotes/41")).toHaveLength(1), {
      timeout: 4000,
    });
    expect(lastQuotePut(api).visit).toMatchObject({ arrivalDate: "2027-03-11", departureDate: "2027-03-12" });
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says no units are left when the lodging kind is full", async () => {
    fakeCommerceApi({ quote: CABIN, stays: [cabins(cabins().map((stay) => stay.name))] });
    await openCart();
    expect(
      await main().findByText("No hay cabañas básicas disponibles para las fechas indicadas."),
    ).toBeInTheDocument();
  });

  it("folds the summary on phones behind a show/hide toggle and scrolls the unfolded one into view", async () => {
    vi.stubGlobal(
      "matchMedia",
      vi.fn((query: string) => ({
        matches: false,
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    fakeCommerceApi({ quote: CAMPING });
    renderSite("/cart");
    const toggle = await main().findByRole("button", { name: "Ver resumen" });
    expect(main().queryByText("Noches")).not.toBeInTheDocument();
    await waitFor(() => expect(main().getByRole("button", { name: "Continuar al pago" })).toBeEnabled());
    const scroll = vi.spyOn(Element.prototype, "scrollIntoView");
    fireEvent.click(toggle);
    expect(main().getByRole("button", { name: "Ocultar resumen" })).toHaveAttribute("aria-expanded", "true");
    expect(main().getByText("Noches")).toBeInTheDocument();
    // Its end, with Print and Continue, is brought into view.
    await waitFor(() => expect(scroll).toHaveBeenCalledTimes(1));
    expect(scroll).toHaveBeenCalledWith({ block: "end", behavior: "smooth" });
    const scrolled = scroll.mock.contexts[0];
    expect(scrolled).toBeInstanceOf(HTMLElement);
    if (!(scrolled instanceof HTMLElement)) return;
    expect(within(scrolled).getByRole("button", { name: "Imprimir resumen" })).toBeInTheDocument();
    expect(within(scrolled).getByRole("button", { name: "Continuar al pago" })).toBeInTheDocument();
  });
});

describe("print summary", () => {
  const ACTIVITIES = cartQuote({
    items: [...CAMPING.items, lines.item("canopy_pass", "Canopy", 2, 1000)],
  });

  function stubDownloads() {
    const createObjectURL = vi.fn((_blob: Blob) => "blob:summary");
    const revokeObjectURL = vi.fn();
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
    return { createObjectURL, revokeObjectURL, click };
  }

  it("downloads the PDF, keeps both buttons disabled meanwhile and releases the link after 100 ms", async () => {
    const downloads = stubDownloads();
    let answer: (value: { body: unknown }) => void = () => {};
    const api = fakeCommerceApi({
      quote: ACTIVITIES,
      summary: () => new Promise((resolve) => (answer = resolve)),
    });
    const summary = within(await openCart());
    fireEvent.click(summary.getByRole("button", { name: "Imprimir resumen" }));
    expect(await summary.findByRole("button", { name: "Descargando…" })).toBeDisabled();
    expect(summary.getByRole("button", { name: "Imprimir resumen de actividades" })).toBeDisabled();
    answer({
      body: { fileName: "resumen-QK7M2PXW9A.pdf", contentType: "application/pdf", base64: "JVBERi0=" },
    });
    await waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(1));
    const blob = downloads.createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe("application/pdf");
    expect(await blob?.text()).toBe("%PDF-");
    const link = downloads.click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe("resumen-QK7M2PXW9A.pdf");
    expect(downloads.revokeObjectURL).not.toHaveBeenCalled();
    await waitFor(() => expect(downloads.revokeObjectURL).toHaveBeenCalledWith("blob:summary"));
    expect(summary.getByRole("button", { name: "Imprimir resumen" })).toBeEnabled();
    expect(api.callsTo("GET", "/api/ecommerce/quotes/41/summary")).toHaveLength(1);
  });

  it("says so when a summary cannot be fetched", async () => {
    stubDownloads();
    fakeCommerceApi({
      quote: ACTIVITIES,
      summary: (kind) => ({
        status: kind === "visit" ? 500 : 503,
        body: { error: "internal", message: "Error" },
      }),
    });
    const summary = within(await openCart());
    fireEvent.click(summary.getByRole("button", { name: "Imprimir resumen de actividades" }));
    expect(await screen.findByText("Error al obtener resumen de actividades")).toBeInTheDocument();
    await waitFor(() => expect(summary.getByRole("button", { name: "Imprimir resumen" })).toBeEnabled());
    fireEvent.click(summary.getByRole("button", { name: "Imprimir resumen" }));
    expect(await screen.findByText("Error al obtener resumen")).toBeInTheDocument();
  });
});
