import { fireEvent, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { lines } from "./commerce-fake-api.ts";
import { fakeOrderApi, paidOrder } from "./order-fake-api.ts";
import { renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

const ORDER = paidOrder();

beforeEach(async () => {
  await resetSite();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openOrder(path = `/order/${ORDER.code}`) {
  renderSite(path);
  return screen.findByRole("heading", { level: 1 });
}

const section = (name: string) => within(screen.getByRole("region", { name }));
const termValue = (scope: ReturnType<typeof section>, term: string) =>
  scope.getByText(term).nextElementSibling?.textContent;

describe("confirmation page (000 §2 Confirmation)", () => {
  it("thanks the visitor by first name and shows the visit, its lines and the total paid", async () => {
    fakeOrderApi({ orders: [ORDER] });
    expect(await openOrder()).toHaveTextContent("¡Gracias por tu compra, Ana!");

    const visit = section("Tu visita");
    expect(termValue(visit, "Llegada")).toBe("vie 12 de mar");
    expect(termValue(visit, "Horario de llegada")).toBe("De 7:30am a 6:00pm");
    expect(termValue(visit, "Salida")).toBe("dom 14 de mar · antes de las 6:00pm");
    expect(termValue(visit, "Personas")).toBe("2");

    const purchase = section("Tu compra");
    expect(purchase.getByRole("rowheader", { name: /Pase de día/ })).toHaveTextContent("2 × $200.00 MXN");
    expect(purchase.getByRole("row", { name: /Pase de campamento/ })).toHaveTextContent("$1,200.00 MXN");
    expect(purchase.getByRole("row", { name: /Total pagado/ })).toHaveTextContent("$1,600.00 MXN");
  });

  it("says a payment still being confirmed is on its way, then shows the confirmation once it is paid", async () => {
    const order = { ...ORDER, status: "PAYMENT_PENDING" as const, payment: null, contact: null };
    fakeOrderApi({ orders: [order] });
    renderSite(`/order/${ORDER.code}`);
    expect(
      await screen.findByText(
        "Estamos confirmando tu pago; esta página se actualizará sola en unos segundos.",
      ),
    ).toBeInTheDocument();
    // The reconciler (or the 3-D Secure return) settles it meanwhile.
    Object.assign(order, { status: "PAID", payment: ORDER.payment, contact: ORDER.contact });
    expect(await screen.findByRole("heading", { level: 1 }, { timeout: 5000 })).toHaveTextContent(
      "¡Gracias por tu compra, Ana!",
    );
  });

  it("lists the lodging units bought, with the departure before noon", async () => {
    const order = paidOrder({
      products: { ...ORDER.products, cabins: 2 },
      items: [...ORDER.items, lines.item("cabin", "Cabaña básica", 2, 2000)],
      cabinNumbers: [
        { id: "cabin-3", number: "C3" },
        { id: "cabin-4", number: "C4" },
      ],
    });
    fakeOrderApi({ orders: [order] });
    await openOrder();
    const visit = section("Tu visita");
    expect(termValue(visit, "Cabañas básicas")).toBe("C3, C4");
    expect(termValue(visit, "Salida")).toBe("dom 14 de mar · antes de las 12:00pm");
  });

  it("shows the lines and totals in the currency paid: dollars at the stored rate", async () => {
    // 1,600 pesos at 17.5 pesos per dollar: round(1600 / 17.5, 2) = 91.43 dollars charged.
    const order = paidOrder({
      payment: { ...ORDER.payment!, currency: "USD", exchangeRate: 17.5, amount: 91.43 },
    });
    fakeOrderApi({ orders: [order] });
    await openOrder();
    const purchase = section("Tu compra");
    // 200 pesos / 17.5 = 11.43; 1,200 pesos / 17.5 = 68.57.
    expect(purchase.getByRole("rowheader", { name: /Pase de día/ })).toHaveTextContent("2 × $11.43 USD");
    expect(purchase.getByRole("row", { name: /Pase de campamento/ })).toHaveTextContent("$68.57 USD");
    expect(purchase.getByRole("row", { name: /Total pagado/ })).toHaveTextContent("$91.43 USD");
    expect(
      purchase.getByText(
        "Cobrado en USD al tipo de cambio de $17.50 MXN por dólar (total en pesos: $1,600.00 MXN).",
      ),
    ).toBeInTheDocument();
  });

  it("shows the visit code in large letters and as the API's QR of it, 163 px wide (001 §9)", async () => {
    fakeOrderApi({ orders: [ORDER] });
    await openOrder();
    const gate = section("Código de visita");
    expect(gate.getByText(ORDER.code)).toBeInTheDocument();
    const qr = await gate.findByRole("img", { name: `Código QR de la visita ${ORDER.code}` });
    expect(qr).toHaveAttribute("width", "163");
    expect(qr).toHaveAttribute("height", "163");
    // The image itself (what the gate reads off it) is the API's test: visit-code-qr.test.ts.
    expect(qr).toHaveAttribute("src", `/api/ecommerce/visit-codes/${ORDER.code}/qr.svg`);
  });

  it("tells what to bring: a photo ID and the card used (000 §6), named by brand and last digits only", async () => {
    fakeOrderApi({ orders: [ORDER] });
    await openOrder();
    const bring = section("Qué llevar");
    expect(
      bring.getByText("Una identificación oficial con fotografía del titular de la tarjeta."),
    ).toBeInTheDocument();
    expect(bring.getByText("La tarjeta con la que pagaste (VISA terminación 4242).")).toBeInTheDocument();
  });

  it("downloads the visit summary and, with activities, the activities summary", async () => {
    const withCanopy = paidOrder({
      items: [...ORDER.items, lines.item("canopy_pass", "Canopy", 2, 1000)],
    });
    const api = fakeOrderApi({ orders: [withCanopy] });
    const createObjectURL = vi.fn(() => "blob:summary");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    await openOrder();
    fireEvent.click(await screen.findByRole("button", { name: "Imprimir resumen" }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(api.callsTo("GET", `/api/ecommerce/quotes/${withCanopy.id}/summary`)).toHaveLength(1);
    fireEvent.click(await screen.findByRole("button", { name: "Imprimir resumen de actividades" }));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
    expect(api.callsTo("GET", `/api/ecommerce/quotes/${withCanopy.id}/activities/summary`)).toHaveLength(1);
  });

  it("offers no activities summary for a visit without activities", async () => {
    fakeOrderApi({ orders: [ORDER] });
    await openOrder();
    expect(await screen.findByRole("button", { name: "Imprimir resumen" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Imprimir resumen de actividades" })).not.toBeInTheDocument();
  });

  it("prints the page and shares it on WhatsApp with the code and the page's address", async () => {
    fakeOrderApi({ orders: [ORDER] });
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    await openOrder();
    fireEvent.click(await screen.findByRole("button", { name: "Imprimir esta página" }));
    expect(print).toHaveBeenCalledTimes(1);

    const share = screen.getByRole("link", { name: /Compartir por WhatsApp/ });
    const url = new URL(share.getAttribute("href") ?? "");
    expect(url.origin + url.pathname).toBe("https://wa.me/");
    expect(url.searchParams.get("text")).toBe(
      `Mi visita al parque: código ${ORDER.code}. Detalles: ${window.location.origin}/order/${ORDER.code}`,
    );
    expect(share).toHaveAttribute("target", "_blank");
  });

  it("hides the footer on this route (000 §2 Header and layout)", async () => {
    fakeOrderApi({ orders: [ORDER] });
    await openOrder();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  it("says 'Error al cargar los detalles' for an unknown code, with a way back home (001 §8)", async () => {
    fakeOrderApi({ orders: [ORDER] });
    expect(await openOrder("/order/ZZZZZZZZZZ")).toHaveTextContent("Error al cargar los detalles");
    fireEvent.click(screen.getByRole("link", { name: "Volver al inicio" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Campamento y parque acuático en Ensenada" }),
    ).toBeInTheDocument();
  });

  it("says the same when the server fails", async () => {
    fakeOrderApi({
      orders: [ORDER],
      fail: { order: { status: 500, body: { error: "internal", message: "x" } } },
    });
    expect(await openOrder()).toHaveTextContent("Error al cargar los detalles");
  });

  it("does not confirm a quote that is not paid", async () => {
    fakeOrderApi({ orders: [paidOrder({ status: "OPEN", payment: null })] });
    expect(await openOrder()).toHaveTextContent("Error al cargar los detalles");
  });

  it("reads the code as typed in lower case", async () => {
    fakeOrderApi({ orders: [ORDER] });
    expect(await openOrder(`/order/${ORDER.code.toLowerCase()}`)).toHaveTextContent("¡Gracias por tu compra");
  });
});

describe("confirmation page in English", () => {
  beforeEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("reads in English, amounts and dates included", async () => {
    fakeOrderApi({ orders: [ORDER] });
    expect(await openOrder()).toHaveTextContent("Thank you for your purchase, Ana!");
    const visit = section("Your visit");
    expect(termValue(visit, "Arrival")).toBe("Fri, Mar 12");
    expect(termValue(visit, "Arrival window")).toBe("From 7:30am to 6:00pm");
    expect(section("Your purchase").getByRole("row", { name: /Total paid/ })).toHaveTextContent(
      "$1,600.00 MXN",
    );
    expect(
      section("What to bring").getByText("The card you paid with (VISA ending in 4242)."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Share on WhatsApp/ })).toBeInTheDocument();
  });

  it("says 'Error loading the details' for an unknown code", async () => {
    fakeOrderApi({ orders: [] });
    expect(await openOrder()).toHaveTextContent("Error loading the details");
    expect(screen.getByRole("link", { name: "Back to the homepage" })).toBeInTheDocument();
  });
});
