import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeCheckoutApi } from "./checkout-fake-api.ts";
import { cartQuote, lines } from "./commerce-fake-api.ts";
import { renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

/** Stripe.js stand-in: Elements that report through their change handlers, and the two calls the page makes. */
const stripe = vi.hoisted(() => {
  type Handler = (event: { empty: boolean; complete: boolean; error?: { message: string } }) => void;
  const handlers = new Map<string, Handler>();
  const createPaymentMethod = vi.fn(async (_data: unknown) => ({ paymentMethod: { id: "pm_from_stripe" } }));
  const handleCardAction = vi.fn(async (_secret: string) => ({ paymentIntent: { id: "pi_from_stripe" } }));
  const loadStripe = vi.fn(async (_key: string, _options?: unknown) => ({
    elements: () => ({
      create: (type: string) => ({
        mount: () => {},
        on: (_event: string, handler: Handler) => handlers.set(type, handler),
        update: () => {},
        destroy: () => {},
        focus: () => {},
      }),
    }),
    createPaymentMethod,
    handleCardAction,
  }));
  return { handlers, createPaymentMethod, handleCardAction, loadStripe };
});

vi.mock("@stripe/stripe-js", () => ({ loadStripe: stripe.loadStripe }));

const CAMPING = cartQuote({
  items: [
    lines.item("day_pass", "Pase de día", 2, 200),
    lines.item("camping_pass", "Pase de campamento", 2, 600),
  ],
});

beforeEach(async () => {
  await resetSite();
  window.sessionStorage.clear();
  stripe.handlers.clear();
});

afterEach(() => {
  vi.clearAllMocks();
});

const type = (label: string, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
};

async function open() {
  renderSite("/checkout/contact-payment");
  const complete = await screen.findByRole("button", { name: "Completar compra" });
  await waitFor(() =>
    expect(within(screen.getByLabelText("País")).getAllByRole("option").length).toBeGreaterThan(1),
  );
  // As a visitor does: Complete purchase is pressed once the quote's checks have answered and it is enabled.
  await waitFor(() => expect(complete).toBeEnabled());
}

describe("stripe mode (Stripe Elements, 000 §4 card authentication)", () => {
  it("never loads Stripe.js in sandbox mode", async () => {
    fakeCheckoutApi({ quote: CAMPING });
    await open();
    fireEvent.change(screen.getByLabelText("País de tu tarjeta"), { target: { value: "MX" } });
    expect(screen.getByLabelText("Número de tarjeta")).toBeEnabled();
    expect(stripe.loadStripe).not.toHaveBeenCalled();
  });

  it("pays through Elements with the currency's key and authenticates with handleCardAction", async () => {
    const api = fakeCheckoutApi({
      quote: CAMPING,
      mode: "stripe",
      pay: (request, quote) =>
        request.paymentIntentId === "pi_from_stripe"
          ? {
              body: {
                paymentInfo: { status: "succeeded", message: null, clientSecret: null, redirectUrl: null },
                quote: { ...quote, status: "PAID" },
              },
            }
          : {
              body: {
                paymentInfo: {
                  status: "requires_action",
                  message: null,
                  clientSecret: "pi_from_stripe_secret",
                  redirectUrl: null,
                },
                quote,
              },
            },
    });
    await open();
    await waitFor(() => expect(stripe.loadStripe).toHaveBeenCalledWith("pk_test_mxn", { locale: "es" }));
    type("Nombre", "ana");
    type("Apellidos", "lópez");
    type("E-mail", "ana@example.com");
    fireEvent.change(screen.getByLabelText("País"), { target: { value: "MX" } });
    fireEvent.change(screen.getByLabelText("Estado"), { target: { value: "BCN" } });
    type("Ciudad", "Ensenada");
    fireEvent.change(screen.getByLabelText("País de tu tarjeta"), { target: { value: "MX" } });
    type("Código postal", "22800");
    type("Nombre del titular de la tarjeta", "Ana López");

    // An empty Element shows the required message (000 §5) and stops the payment.
    fireEvent.click(screen.getByRole("button", { name: "Completar compra" }));
    expect(await screen.findAllByText("Este campo es requerido")).toHaveLength(3);
    expect(api.callsTo("POST", "/api/ecommerce/payment/")).toHaveLength(0);

    await waitFor(() => expect(stripe.handlers.size).toBe(3));
    act(() => {
      for (const handler of stripe.handlers.values()) handler({ empty: false, complete: true });
    });
    fireEvent.click(screen.getByRole("button", { name: "Completar compra" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: /Gracias por tu compra/ }),
    ).toBeInTheDocument();
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith(
      expect.objectContaining({
        type: "card",
        billing_details: { name: "Ana López", email: "ana@example.com", address: { postal_code: "22800" } },
      }),
    );
    expect(stripe.handleCardAction).toHaveBeenCalledWith("pi_from_stripe_secret");
    const posts = api.callsTo("POST", "/api/ecommerce/payment/");
    expect(posts.map((post) => post.body)).toEqual([
      expect.objectContaining({ paymentMethodId: "pm_from_stripe" }),
      expect.objectContaining({ paymentIntentId: "pi_from_stripe" }),
    ]);
  });
});
