import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUOTE_STORAGE_KEYS } from "../src/features/quote/quote-presence.ts";
import { pageExit } from "../src/shared/card-payment/card-entry.ts";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { fakeCheckoutApi } from "./checkout-fake-api.ts";
import { cartQuote, lines } from "./commerce-fake-api.ts";
import { renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

const CAMPING = cartQuote({
  items: [
    lines.item("day_pass", "Pase de día", 2, 200),
    lines.item("camping_pass", "Pase de campamento", 2, 600),
  ],
});

beforeEach(async () => {
  await resetSite();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openCheckout() {
  const page = renderSite("/checkout/contact-payment");
  const complete = await screen.findByRole("button", { name: "Completar compra" });
  await waitFor(() =>
    expect(within(screen.getByLabelText("País")).getAllByRole("option").length).toBeGreaterThan(1),
  );
  // As a visitor does: Complete purchase is pressed once the quote's checks have answered and it is enabled.
  await waitFor(() => expect(complete).toBeEnabled());
  return page;
}

const type = (label: string, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return field;
};

const summaryTotal = () =>
  within(screen.getByRole("complementary", { name: "Tu compra" })).getByRole("row", { name: /Total/ })
    .textContent;

/** The total of the header's quote bar. */
const headerTotal = (label = "Tu cotización") =>
  within(screen.getByRole("region", { name: label })).getByText(/^(Total)$/).nextElementSibling?.textContent;

function fillContact() {
  type("Nombre", "ana");
  type("Apellidos", "lópez");
  type("E-mail", "ana@example.com");
  fireEvent.change(screen.getByLabelText("País"), { target: { value: "MX" } });
  fireEvent.change(screen.getByLabelText("Estado"), { target: { value: "BCN" } });
  type("Ciudad", "Ensenada");
}

function fillCard(number: string, country = "MX") {
  fireEvent.change(screen.getByLabelText("País de tu tarjeta"), { target: { value: country } });
  type("Número de tarjeta", number);
  type("Vencimiento (MM / AA)", "1230");
  type("Código de seguridad (CVC)", "123");
  type("Código postal", "22800");
  type("Nombre del titular de la tarjeta", "Ana López");
}

async function pay(number: string) {
  fillContact();
  fillCard(number);
  fireEvent.click(screen.getByRole("button", { name: "Completar compra" }));
}

describe("card country and currency (000 §4)", () => {
  it("keeps the card fields disabled until the card's country is chosen", async () => {
    fakeCheckoutApi({ quote: CAMPING });
    await openCheckout();
    expect(screen.getByLabelText("Número de tarjeta")).toBeDisabled();
    fireEvent.change(screen.getByLabelText("País de tu tarjeta"), { target: { value: "MX" } });
    expect(screen.getByLabelText("Número de tarjeta")).toBeEnabled();
  });

  it("switches to US dollars at the exchange rate for a card from the USA, and back to pesos for another", async () => {
    const api = fakeCheckoutApi({ quote: CAMPING, usdRate: 20 });
    await openCheckout();
    expect(summaryTotal()).toBe("Total$1,600.00 MXN");
    fireEvent.change(screen.getByLabelText("País de tu tarjeta"), { target: { value: "US" } });
    const modal = await screen.findByRole("alertdialog", {
      name: "Se cobrará a tu tarjeta en dólares estadounidenses",
    });
    expect(modal).toHaveTextContent("$1 USD = $20.00 MXN. Tu total es $80.00 USD.");
    expect(api.callsTo("GET", "/api/core/exchange-rate")).toHaveLength(1);
    fireEvent.click(within(modal).getByRole("button", { name: "Aceptar" }));
    expect(summaryTotal()).toBe("Total$80.00 USD ($1,600.00 MXN)");
    // Issue 30 item 6: the header's quote bar above follows the same currency, never pesos beside dollars.
    await waitFor(() => expect(headerTotal()).toBe("$80.00 USD ($1,600.00 MXN)"));

    fireEvent.change(screen.getByLabelText("País de tu tarjeta"), { target: { value: "MX" } });
    await waitFor(() => expect(summaryTotal()).toBe("Total$1,600.00 MXN"));
    expect(headerTotal()).toBe("$1,600.00 MXN");
  });

  it("shows the summary's and the header's totals in dollars in English too", async () => {
    fakeCheckoutApi({ quote: CAMPING, usdRate: 20 });
    await i18n.changeLanguage("en");
    renderSite("/checkout/contact-payment");
    await screen.findByRole("button", { name: "Complete purchase" });
    await waitFor(() =>
      expect(
        within(screen.getByLabelText("Country of your card")).getAllByRole("option").length,
      ).toBeGreaterThan(1),
    );
    fireEvent.change(screen.getByLabelText("Country of your card"), { target: { value: "US" } });
    fireEvent.click(await screen.findByRole("button", { name: "OK" }));
    const summary = screen.getByRole("complementary", { name: "Your purchase" });
    expect(within(summary).getByRole("row", { name: /Total/ }).textContent).toBe(
      "Total$80.00 USD ($1,600.00 MXN)",
    );
    await waitFor(() => expect(headerTotal("Your quote")).toBe("$80.00 USD ($1,600.00 MXN)"));
  });

  it("charges a USA card in dollars at the rate it showed", async () => {
    const api = fakeCheckoutApi({ quote: CAMPING, usdRate: 20 });
    await openCheckout();
    fillContact();
    fillCard("4242424242424242", "US");
    fireEvent.click(await screen.findByRole("button", { name: "Aceptar" }));
    fireEvent.click(screen.getByRole("button", { name: "Completar compra" }));
    await waitFor(() => expect(api.callsTo("POST", "/api/ecommerce/payment/")).toHaveLength(1));
    expect(api.callsTo("POST", "/api/ecommerce/payment/")[0]?.body).toMatchObject({
      currency: "USD",
      exchangeRate: 20,
      totalAmount: 1600,
    });
  });
});

describe("card fields of the sandbox (same checks as Stripe Elements)", () => {
  it("refuses a number failing the Luhn check and an expiry in the past, inline", async () => {
    fakeCheckoutApi({ quote: CAMPING });
    await openCheckout();
    fireEvent.change(screen.getByLabelText("País de tu tarjeta"), { target: { value: "MX" } });
    const number = type("Número de tarjeta", "4242424242424241");
    expect(number).toHaveValue("4242 4242 4242 4241");
    expect(number).toHaveAccessibleDescription("El número de tu tarjeta no es válido.");
    expect(type("Vencimiento (MM / AA)", "0120")).toHaveAccessibleDescription(
      "El año de vencimiento de tu tarjeta ya pasó.",
    );
    expect(type("Código de seguridad (CVC)", "12")).toHaveAccessibleDescription(
      "El código de seguridad de tu tarjeta está incompleto.",
    );
  });
});

describe("payment (000 §4, §8)", () => {
  it("pays, clears the local quote, pushes the purchase in MXN and shows the confirmation", async () => {
    const api = fakeCheckoutApi({ quote: CAMPING });
    await openCheckout();
    await pay("4242 4242 4242 4242");
    expect(
      await screen.findByRole("heading", { level: 1, name: /Gracias por tu compra, Ana/ }),
    ).toBeInTheDocument();

    const method = api.callsTo("POST", "/__sandbox/stripe/v1/payment_methods")[0]?.body;
    expect(method).toMatchObject({
      type: "card",
      "card[number]": "4242424242424242",
      "card[exp_month]": "12",
      "card[exp_year]": "2030",
      "billing_details[name]": "Ana López",
      "billing_details[email]": "ana@example.com",
      "billing_details[address][postal_code]": "22800",
      "metadata[cartId]": "41",
    });
    const payment = api.callsTo("POST", "/api/ecommerce/payment/")[0]?.body;
    expect(payment).toEqual({
      shoppingCartId: "41",
      cardOwner: "Ana López",
      zipCode: "22800",
      contact: {
        name: "Ana",
        lastname: "López",
        email: "ana@example.com",
        country: "MX",
        otherCountry: null,
        state: "BCN",
        otherState: null,
        city: "Ensenada",
        phoneNumber: null,
      },
      currency: "MXN",
      exchangeRate: 1,
      visitorWantsInfo: false,
      totalAmount: 1600,
      paymentMethodId: expect.stringMatching(/^pm_/),
    });
    expect(window.localStorage.getItem(QUOTE_STORAGE_KEYS.quoteId)).toBeNull();
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({
        event: "purchase",
        ecommerce: expect.objectContaining({ transaction_id: CAMPING.code, value: 1600, currency: "MXN" }),
      }),
    );
    expect(window.sessionStorage.length).toBe(0);
  });

  it("sends no telephone for a visit without lodging, even one kept from before", async () => {
    window.sessionStorage.setItem(
      "park.checkout.form",
      JSON.stringify({ contact: { phoneNumber: "(646) 12" }, visitorWantsInfo: true }),
    );
    const api = fakeCheckoutApi({ quote: CAMPING });
    await openCheckout();
    await pay("4242424242424242");
    await screen.findByRole("heading", { level: 1, name: /Gracias por tu compra/ });
    expect(api.callsTo("POST", "/api/ecommerce/payment/")[0]?.body).toMatchObject({
      contact: { phoneNumber: null },
      visitorWantsInfo: true,
    });
  });

  it("answers the press at once, and checks and pays only after that frame", async () => {
    const api = fakeCheckoutApi({ quote: CAMPING });
    await openCheckout();
    fillContact();
    fillCard("4242424242424242");
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const complete = screen.getByRole("button", { name: "Completar compra" });
    complete.focus();
    fireEvent.click(complete);
    await waitFor(() => expect(complete).toHaveAttribute("aria-disabled", "true"));
    // Until the browser paints that frame nothing else has started: no processing modal, no card call.
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(api.callsTo("POST", "/__sandbox/stripe/v1/payment_methods")).toHaveLength(0);
    expect(complete).toHaveFocus();
    frame.mockRestore();
    for (const callback of frames) callback(performance.now());
    await screen.findByRole("heading", { level: 1, name: /Gracias por tu compra/ });
    expect(api.callsTo("POST", "/api/ecommerce/payment/")).toHaveLength(1);
  });

  it("gives the button back when the form has errors", async () => {
    fakeCheckoutApi({ quote: CAMPING });
    await openCheckout();
    const complete = screen.getByRole("button", { name: "Completar compra" });
    // The button waits for the quote's checks to answer; a visitor cannot press it before.
    await waitFor(() => expect(complete).toBeEnabled());
    fireEvent.click(complete);
    await waitFor(() => expect(screen.getByLabelText("Nombre")).toHaveFocus());
    expect(complete).not.toHaveAttribute("aria-disabled");
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("starts one payment for a double click", async () => {
    const api = fakeCheckoutApi({ quote: CAMPING, payDelayMs: 200 });
    await openCheckout();
    fillContact();
    fillCard("4242424242424242");
    const complete = screen.getByRole("button", { name: "Completar compra" });
    fireEvent.click(complete);
    fireEvent.click(complete);
    await screen.findByRole("heading", { level: 1, name: /Gracias por tu compra/ });
    expect(api.callsTo("POST", "/__sandbox/stripe/v1/payment_methods")).toHaveLength(1);
    expect(api.callsTo("POST", "/api/ecommerce/payment/")).toHaveLength(1);
  });

  it.each([
    ["4000000000000002", "La tarjeta fue rechazada.", "The card was rejected."],
    ["4000000000000069", "La tarjeta está vencida.", "The card has expired."],
    [
      "4000000000000127",
      "El código de seguridad de la tarjeta es incorrecto.",
      "The card's security code is incorrect.",
    ],
    [
      "4000000000000119",
      "Ocurrió un error al procesar la tarjeta.",
      "There was an error processing the card.",
    ],
  ])(
    "shows the card error of %s in Spanish and English, keeping the form",
    async (number, spanish, english) => {
      fakeCheckoutApi({ quote: CAMPING });
      await openCheckout();
      await pay(number);
      const alert = await screen.findByRole("alert");
      expect(alert).toHaveTextContent(spanish);
      await waitFor(() => expect(alert).toHaveFocus());
      expect(screen.getByLabelText("Nombre")).toHaveValue("Ana");
      expect(screen.queryByRole("dialog", { name: "Procesando tu pago" })).toBeNull();
      await i18n.changeLanguage("en");
      fireEvent.click(screen.getByRole("button", { name: "Complete purchase" }));
      await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(english));
    },
  );

  it("shows an unknown card code as the provider gave it", async () => {
    fakeCheckoutApi({
      quote: CAMPING,
      pay: (_, quote) => ({
        body: {
          paymentInfo: {
            status: "error",
            message: "insufficient_funds",
            clientSecret: null,
            redirectUrl: null,
          },
          quote,
        },
      }),
    });
    await openCheckout();
    await pay("4242424242424242");
    expect(await screen.findByRole("alert")).toHaveTextContent("insufficient_funds");
  });

  it("says the card's authentication failed when the challenge was not passed", async () => {
    fakeCheckoutApi({
      quote: CAMPING,
      pay: (_, quote) => ({
        body: {
          paymentInfo: {
            status: "error",
            message: "payment_intent_authentication_failure",
            clientSecret: null,
            redirectUrl: null,
          },
          quote,
        },
      }),
    });
    await openCheckout();
    await pay("4242424242424242");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No se completó la autenticación de la tarjeta. Inténtalo de nuevo o usa otra tarjeta.",
    );
  });

  it("authenticates a 3-D Secure card on the challenge page and pays with the intent on return", async () => {
    const api = fakeCheckoutApi({ quote: CAMPING });
    const exit = vi.spyOn(pageExit, "go").mockImplementation(() => {});
    const page = await openCheckout();
    await pay("4000002500003155");
    await waitFor(() =>
      expect(exit).toHaveBeenCalledWith(
        expect.stringMatching(/^\/__sandbox\/stripe\/challenge\/pi_3ds_test/),
      ),
    );
    expect(screen.getByRole("dialog", { name: "Procesando tu pago" })).toHaveTextContent(
      "Por favor no actualices ni cierres esta página",
    );

    // The challenge page sends the visitor back here with the intent: a new page load.
    page.unmount();
    renderSite("/checkout/contact-payment?payment_intent=pi_3ds_test&redirect_status=succeeded");
    expect(
      await screen.findByRole("heading", { level: 1, name: /Gracias por tu compra/ }),
    ).toBeInTheDocument();
    const posts = api.callsTo("POST", "/api/ecommerce/payment/");
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toMatchObject({
      paymentIntentId: "pi_3ds_test",
      totalAmount: 1600,
      cardOwner: "Ana López",
    });
    expect(posts[1]?.body).not.toHaveProperty("paymentMethodId");
  });

  it("shows the new total when the server refuses a total that changed, and reloads the summary", async () => {
    const newer = { ...CAMPING, totalAmount: 1800, pendingAmount: 1800 };
    fakeCheckoutApi({
      quote: CAMPING,
      quoteAfterRefusal: newer,
      pay: () => ({
        status: 409,
        body: { error: "total_changed", message: "El total cambió", totalAmount: 1800 },
      }),
    });
    await openCheckout();
    await pay("4242424242424242");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "El total de tu visita cambió a $1,800.00 MXN.",
    );
    await waitFor(() => expect(summaryTotal()).toBe("Total$1,800.00 MXN"));
  });

  it.each([
    ["can_not_save_reservation", "Alguno de los hospedajes no está disponible"],
    ["not_acceptable", "Algo salió mal con la compra"],
    ["quote_paid", "El pago de esta visita ya fue realizado previamente"],
    ["activity_not_available", "La actividad Canopy no tiene suficientes pases"],
  ])("shows the refusal %s with its message", async (error, message) => {
    fakeCheckoutApi({
      quote: CAMPING,
      pay: () => ({ status: error === "quote_paid" ? 409 : 400, body: { error, message } }),
    });
    await openCheckout();
    await pay("4242424242424242");
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
  });

  it("says the purchase went wrong when the refusal has no error field", async () => {
    fakeCheckoutApi({ quote: CAMPING, pay: () => ({ status: 500, body: { oops: true } }) });
    await openCheckout();
    await pay("4242424242424242");
    expect(await screen.findByRole("alert")).toHaveTextContent("Algo salió mal con la compra");
  });

  it("asks the quote's status every 1.5 s when the payment's answer is lost, and confirms a paid one", async () => {
    const api = fakeCheckoutApi({ quote: CAMPING, answerLost: true, statusFailures: 1 });
    await openCheckout();
    await pay("4242424242424242");
    expect(
      await screen.findByRole("heading", { level: 1, name: /Gracias por tu compra/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.callsTo("GET", "/api/ecommerce/payment/quotes/41")).toHaveLength(2);
    expect(api.callsTo("POST", "/api/ecommerce/payment/")).toHaveLength(1);
  });

  it("blocks the keys and says not to refresh while the payment runs", async () => {
    fakeCheckoutApi({ quote: CAMPING, payDelayMs: 300 });
    await openCheckout();
    await pay("4242424242424242");
    const modal = await screen.findByRole("dialog", { name: "Procesando tu pago" });
    expect(modal).toHaveTextContent(
      "Por favor no actualices ni cierres esta página mientras procesamos tu pago.",
    );
    const reload = new KeyboardEvent("keydown", { key: "F5", bubbles: true, cancelable: true });
    document.body.dispatchEvent(reload);
    expect(reload.defaultPrevented).toBe(true);
    expect(
      await screen.findByRole("heading", { level: 1, name: /Gracias por tu compra/ }),
    ).toBeInTheDocument();
  });
});

describe("Complete purchase (000 §4 Pay and Continue buttons)", () => {
  it("asks a 3x2 quote's conditions first, and pays once they are accepted", async () => {
    const api = fakeCheckoutApi({ quote: { ...CAMPING, offer3x2: true } });
    await openCheckout();
    await pay("4242 4242 4242 4242");
    const dialog = await screen.findByRole("alertdialog", { name: "Condiciones de la promoción 3x2" });
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(6);
    expect(api.callsTo("POST", "/api/ecommerce/payment/")).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole("button", { name: "Acepto, continuar" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: /Gracias por tu compra, Ana/ }),
    ).toBeInTheDocument();
    expect(api.callsTo("POST", "/api/ecommerce/payment/")).toHaveLength(1);
  });

  it("is disabled with the capacity message when the visit's capacity is full", async () => {
    fakeCheckoutApi({ quote: CAMPING, capacityFull: { DAY: true } });
    renderSite("/checkout/contact-payment");
    expect(
      await screen.findByText(
        "Hemos alcanzado nuestro límite de capacidad autorizada para la(s) fecha(s) y horario(s) de llegada que seleccionaste. Por lo tanto, esta compra no puede procesarse.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Completar compra" })).toBeDisabled();
  });

  it("is disabled when lodging is no longer available, with a link back to the cart", async () => {
    const lost = cartQuote({
      ...CAMPING,
      visit: { ...CAMPING.visit, stayType: "CABIN" },
      products: { ...CAMPING.products, cabins: 1 },
      items: [...CAMPING.items, lines.item("cabin", "Cabaña básica", 1, 4000)],
      unavailableLodging: ["CABIN"],
    });
    fakeCheckoutApi({ quote: lost });
    renderSite("/checkout/contact-payment");
    const link = await screen.findByRole("link", { name: "Regresa al carrito para cambiarlo" });
    expect(link).toHaveAttribute("href", "/cart");
    expect(screen.getByRole("button", { name: "Completar compra" })).toBeDisabled();
    expect(screen.getByRole("complementary", { name: "Tu compra" })).toHaveTextContent(
      "Alguno de los hospedajes no está disponible",
    );
  });
});

describe("a cart that cannot be loaded (000 §8)", () => {
  it('says "Error al cargar carrito" and returns to the homepage', async () => {
    fakeCheckoutApi({ quote: CAMPING });
    // The stored quote is not the visitor's any more: the server does not know it.
    window.localStorage.setItem(QUOTE_STORAGE_KEYS.quoteId, "999");
    renderSite("/checkout/contact-payment");
    expect(await screen.findByText("Error al cargar carrito")).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Campamento y parque acuático en Ensenada" }),
    ).toBeInTheDocument();
  });
});
