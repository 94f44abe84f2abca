import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cartQuote, lines } from "../../../test/commerce-fake-api.ts";
import { commerceEs } from "../../../test/commerce-texts.ts";
import { renderSite } from "../../../test/render-site.tsx";
import { resetSite } from "../../../test/reset.ts";
import { i18n } from "../../shared/i18n/i18n.ts";
import { fakePromotionsApi } from "./promotions-fake-api.ts";

// Two persons camping 12 to 14 March, arriving by day: $800 of admission each, $1,600 in all.
const CAMPING = cartQuote({
  items: [
    lines.item("day_pass", "Pase de día", 2, 200),
    lines.item("camping_pass", "Pase de campamento", 2, 600),
  ],
});

const CABIN = cartQuote({
  visit: { ...CAMPING.visit, stayType: "CABIN" },
  products: { ...CAMPING.products, cabins: 1 },
  items: [...CAMPING.items, lines.item("cabin", "Cabaña básica", 1, 4000)],
});

// LUNALAGO needs the night arrival of 19 to 21 March and saves each person $350.
const LUNALAGO = {
  id: "7",
  visit: { arrivalDate: "2027-03-19", departureDate: "2027-03-21", arrivalTime: "NIGHT" as const },
  savedPerPerson: 350,
};

const box = () => within(screen.getByRole("region", { name: "Promociones" }));
const codeInput = () => box().getByRole("textbox", { name: "Código especial" });

async function openCart() {
  renderSite("/cart");
  await screen.findByRole("complementary", { name: "Resumen" });
  return box();
}

function typeCode(code: string) {
  fireEvent.change(codeInput(), { target: { value: code } });
  fireEvent.click(box().getByRole("button", { name: "Aplicar" }));
}

beforeEach(async () => {
  await resetSite();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("special code", () => {
  it("checks the code's form before asking the server, with the spec's messages", async () => {
    const api = fakePromotionsApi({ quote: CAMPING });
    await openCart();
    fireEvent.click(box().getByRole("button", { name: "Aplicar" }));
    expect(await box().findByRole("alert")).toHaveTextContent("Por favor, ingresa un código");
    expect(codeInput()).toHaveAttribute("aria-invalid", "true");
    typeCode("LUNA-AGO");
    expect(box().getByRole("alert")).toHaveTextContent("El código no es válido");
    typeCode("LUNA");
    expect(box().getByRole("alert")).toHaveTextContent("El código no es válido");
    expect(api.callsTo("POST", /promotions/)).toHaveLength(0);
  });

  it("says a code does not exist, and says so clearly once guessing is limited", async () => {
    fakePromotionsApi({ quote: CAMPING, guessLimit: 1 });
    await openCart();
    typeCode("NOEXISTE");
    expect(await box().findByText("El código no existe")).toBeInTheDocument();
    typeCode("TAMPOCO1");
    expect(
      await box().findByText(
        "Demasiados intentos con códigos. Espera unos minutos antes de probar otro código.",
      ),
    ).toBeInTheDocument();
  });

  it("moves the visit to the promotion's dates first when the visitor accepts, then applies it", async () => {
    const api = fakePromotionsApi({ quote: CAMPING, codes: { LUNALAGO } });
    await openCart();
    typeCode("lunalago");
    const dialog = await screen.findByRole("alertdialog", { name: "Cambiar las fechas de tu visita" });
    expect(dialog).toHaveTextContent("El código LUNALAGO es para otras fechas u otro horario de llegada");
    expect(dialog).toHaveTextContent("vie 19 de mar – dom 21 de mar, llegada de noche (6:00pm a 11:30pm)");
    // The total before and after, shown before the visitor accepts (issue 30).
    expect(dialog).toHaveTextContent("Total de tu visita ahora$1,600.00 MXN");
    expect(dialog).toHaveTextContent("Total con el cambio y el código$900.00 MXN");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cambiar fechas y aplicar" }));

    expect(await box().findByText("Código LUNALAGO", {}, { timeout: 3000 })).toBeInTheDocument();
    // The visit was saved with the promotion's dates and time before the code was sent again.
    const writes = api.calls.filter((call) => call.method !== "GET").map((call) => call.method);
    expect(writes).toEqual(["POST", "PUT", "POST"]);
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/41").at(-1)?.body).toMatchObject({
      visit: { arrivalDate: "2027-03-19", departureDate: "2027-03-21", arrivalTime: "NIGHT" },
    });
    const prices = box().getByText("Precio por persona").closest("dl");
    expect(prices).toHaveTextContent("Antes$800.00 MXN");
    expect(prices).toHaveTextContent("Con la promoción$450.00 MXN");
    const summary = within(screen.getByRole("complementary", { name: "Resumen" }));
    expect(summary.getByRole("row", { name: /Descuento \(código LUNALAGO\)/ })).toHaveTextContent("−$700.00");
    expect(summary.getByText("$900.00 MXN")).toBeInTheDocument();

    fireEvent.click(box().getByRole("button", { name: "Cancelar promoción" }));
    expect(await box().findByRole("textbox", { name: "Código especial" }, { timeout: 3000 })).toBeVisible();
    expect(api.callsTo("DELETE", "/api/ecommerce/promotions/apply/7")).toHaveLength(1);
  });

  it("says a code that would not lower the visit's total was not applied, and changes nothing", async () => {
    const api = fakePromotionsApi({
      quote: CAMPING,
      codes: { LUNALAGO: { ...LUNALAGO, savedPerPerson: 0 } },
    });
    await openCart();
    typeCode("LUNALAGO");
    expect(
      await box().findByText("Este código no baja el precio de tu visita, por eso no se aplicó."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/41")).toHaveLength(0);
  });

  it("leaves the visit as it was when the visitor keeps it", async () => {
    const api = fakePromotionsApi({ quote: CAMPING, codes: { LUNALAGO } });
    await openCart();
    typeCode("LUNALAGO");
    const dialog = await screen.findByRole("alertdialog", { name: "Cambiar las fechas de tu visita" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mantener mi visita" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/41")).toHaveLength(0);
    expect(api.callsTo("POST", /promotions/)).toHaveLength(1);
  });

  it("asks to cancel the 3x2 before applying a code, and turns it off first", async () => {
    const api = fakePromotionsApi({
      quote: { ...CAMPING, visit: { ...CAMPING.visit, ...LUNALAGO.visit }, offer3x2: true },
      codes: { LUNALAGO },
    });
    await openCart();
    typeCode("LUNALAGO");
    const dialog = await screen.findByRole("alertdialog", { name: "Cancelar promoción" });
    expect(dialog).toHaveTextContent("Si aplicas el código LUNALAGO, se cancelará la promoción 3x2.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Sí, cancelar la promoción" }));
    expect(await box().findByText("Código LUNALAGO", {}, { timeout: 3000 })).toBeInTheDocument();
    expect(api.callsTo("PUT", "/api/ecommerce/quotes/41").at(-1)?.body).toMatchObject({ offer3x2: false });
    expect(box().getByRole("switch", { name: /Promoción 3x2/ })).not.toBeChecked();
  });
});

describe("3x2 offer", () => {
  it("is hidden for lodging visits", async () => {
    fakePromotionsApi({ quote: CABIN });
    await openCart();
    expect(box().queryByRole("switch")).toBeNull();
  });

  it("asks before it replaces an applied code", async () => {
    const api = fakePromotionsApi({
      quote: {
        ...CAMPING,
        visit: { ...CAMPING.visit, ...LUNALAGO.visit },
        promotion: { id: "7", code: "LUNALAGO", pricePerDay: 150, pricePerNight: 150 },
        discountAmount: 700,
      },
      codes: { LUNALAGO },
    });
    await openCart();
    fireEvent.click(box().getByRole("switch", { name: /Promoción 3x2/ }));
    const dialog = await screen.findByRole("alertdialog", { name: "Cancelar promoción" });
    expect(dialog).toHaveTextContent("Si la activas, se cancelará el código LUNALAGO.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Sí, cancelar la promoción" }));
    await waitFor(() =>
      expect(api.callsTo("PUT", "/api/ecommerce/quotes/41").at(-1)?.body).toMatchObject({ offer3x2: true }),
    );
    expect(await box().findByRole("textbox", { name: "Código especial" }, { timeout: 3000 })).toBeVisible();
  });

  it("shows its six conditions before payment; closing them stays in the cart", async () => {
    const api = fakePromotionsApi({ quote: CAMPING, saved3x2PerPerson: 300 });
    await openCart();
    fireEvent.click(box().getByRole("switch", { name: /Promoción 3x2/ }));
    await waitFor(() =>
      expect(api.callsTo("PUT", "/api/ecommerce/quotes/41").at(-1)?.body).toMatchObject({ offer3x2: true }),
    );
    const summary = within(screen.getByRole("complementary", { name: "Resumen" }));
    expect(await summary.findByRole("row", { name: /Descuento \(promoción 3x2\)/ })).toHaveTextContent(
      "−$600.00",
    );

    fireEvent.click(summary.getByRole("button", { name: "Continuar al pago" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Condiciones de la promoción 3x2" });
    expect(
      within(dialog)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(Object.values(commerceEs.promotions.conditions3x2));
    fireEvent.click(within(dialog).getByRole("button", { name: "Cerrar" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(screen.getByRole("heading", { level: 1, name: "Carrito de compras" })).toBeInTheDocument();

    fireEvent.click(summary.getByRole("button", { name: "Continuar al pago" }));
    fireEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Acepto, continuar" }),
    );
    expect(await screen.findByRole("heading", { level: 1, name: /pago/i })).toBeInTheDocument();
  });

  it("does not ask again for a quote whose conditions were accepted", async () => {
    window.localStorage.setItem("park.promotions.conditions3x2", "41");
    fakePromotionsApi({ quote: { ...CAMPING, offer3x2: true }, saved3x2PerPerson: 300 });
    await openCart();
    const summary = within(screen.getByRole("complementary", { name: "Resumen" }));
    fireEvent.click(summary.getByRole("button", { name: "Continuar al pago" }));
    expect(await screen.findByRole("heading", { level: 1, name: /pago/i })).toBeInTheDocument();
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("reads in English", async () => {
    fakePromotionsApi({ quote: CAMPING });
    await i18n.changeLanguage("en");
    renderSite("/cart");
    const promotions = within(await screen.findByRole("region", { name: "Promotions" }));
    fireEvent.click(promotions.getByRole("button", { name: "Apply" }));
    expect(await promotions.findByRole("alert")).toHaveTextContent("Please, enter a code");
    expect(promotions.getByRole("switch", { name: /3x2 offer/ })).not.toBeChecked();
  });
});
