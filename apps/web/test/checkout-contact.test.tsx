import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

const CABIN = cartQuote({
  visit: { ...CAMPING.visit, stayType: "CABIN", numberOfPersons: 4 },
  products: { ...CAMPING.products, cabins: 1 },
  items: [
    lines.item("camping_pass", "Pase de campamento", 4, 600),
    lines.item("cabin", "Cabaña básica", 1, 4000),
  ],
  cabinNumbers: [{ id: "cabin-3", number: "C3" }],
});

beforeEach(async () => {
  await resetSite();
  window.sessionStorage.clear();
});

afterEach(() => {
  vi.restoreAllMocks();
});

async function openCheckout(complete = "Completar compra") {
  renderSite("/checkout/contact-payment");
  const button = await screen.findByRole("button", { name: complete });
  // The country lists arrive with their own call.
  await waitFor(() =>
    expect(within(screen.getByLabelText(/^(País|Country)$/)).getAllByRole("option").length).toBeGreaterThan(
      1,
    ),
  );
  // The button waits for the quote's checks to answer; a visitor cannot press it before.
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

const type = (label: string | RegExp, value: string) => {
  const field = screen.getByLabelText(label);
  fireEvent.change(field, { target: { value } });
  fireEvent.blur(field);
  return field;
};

describe("the way in", () => {
  it("keeps the page to the form and its summary: no footer and no floating WhatsApp button", async () => {
    fakeCheckoutApi({ quote: CAMPING });
    await openCheckout();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it("leads from the cart's Continue to payment to this page", async () => {
    fakeCheckoutApi({ quote: CAMPING });
    renderSite("/cart");
    fireEvent.click(await screen.findByRole("button", { name: "Continuar al pago" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Contacto y pago" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Completar compra" })).toBeEnabled();
  });

  it("opens the terms and the privacy notice in a new tab", async () => {
    fakeCheckoutApi({ quote: CAMPING });
    await openCheckout();
    for (const name of [/términos y condiciones/, /aviso de privacidad/]) {
      const link = screen.getByRole("link", { name });
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAccessibleName(expect.stringContaining("(se abre en una pestaña nueva)"));
    }
    expect(screen.getByRole("link", { name: /términos y condiciones/ })).toHaveAttribute("href", "/terms");
    expect(screen.getByRole("link", { name: /aviso de privacidad/ })).toHaveAttribute(
      "href",
      "/privacy-notice",
    );
  });
});

describe("contact and payment form (000 §5)", () => {
  it("says each required field is required, in Spanish, and takes focus to the first one", async () => {
    fakeCheckoutApi({ quote: CAMPING });
    fireEvent.click(await openCheckout());
    const name = screen.getByLabelText("Nombre");
    await waitFor(() => expect(name).toHaveAttribute("aria-invalid", "true"));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription("Este campo es requerido");
    for (const label of [
      "Apellidos",
      "E-mail",
      "País",
      "Estado",
      "Ciudad",
      "País de tu tarjeta",
      "Nombre del titular de la tarjeta",
    ]) {
      expect(screen.getByLabelText(label), label).toHaveAccessibleDescription(
        expect.stringContaining("Este campo es requerido"),
      );
    }
    // 000 §5: an empty card field shows the required message too.
    expect(screen.getByLabelText("Número de tarjeta")).toHaveAccessibleDescription("Este campo es requerido");
  });

  it("says it in English too, and checks the e-mail", async () => {
    await i18n.changeLanguage("en");
    fakeCheckoutApi({ quote: CAMPING });
    const complete = await openCheckout("Complete purchase");
    type("E-mail", "ana@");
    fireEvent.click(complete);
    await waitFor(() =>
      expect(screen.getByLabelText("Name")).toHaveAccessibleDescription("This is a required field"),
    );
    expect(screen.getByLabelText("E-mail")).toHaveAccessibleDescription("Invalid email address");
  });

  it("asks the telephone only when the visit has lodging, with the mask (###) ###-####", async () => {
    fakeCheckoutApi({ quote: CAMPING });
    await openCheckout();
    expect(screen.queryByLabelText("Teléfono")).toBeNull();
  });

  it("masks the telephone of a lodging visit and refuses an incomplete one", async () => {
    fakeCheckoutApi({ quote: CABIN });
    const complete = await openCheckout();
    const phone = type("Teléfono", "646123");
    expect(phone).toHaveValue("(646) 123");
    fireEvent.click(complete);
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining("Número telefónico inválido")),
    );
    type("Teléfono", "6461234567");
    expect(phone).toHaveValue("(646) 123-4567");
  });

  it("trims and capitalises the names", async () => {
    fakeCheckoutApi({ quote: CAMPING });
    await openCheckout();
    expect(type("Nombre", "  ana   maría ")).toHaveValue("Ana María");
    expect(type("Apellidos", "de la luz ")).toHaveValue("De La Luz");
  });

  it("offers AZ, CA, NV and other for the USA, suggests cities and fills Las Vegas for Nevada", async () => {
    const api = fakeCheckoutApi({ quote: CAMPING });
    await openCheckout();
    fireEvent.change(screen.getByLabelText("País"), { target: { value: "US" } });
    const states = within(screen.getByLabelText("Estado"))
      .getAllByRole("option")
      .map((option) => option.textContent);
    expect(states).toEqual(["Elige…", "Arizona", "California", "Nevada", "Otro"]);

    fireEvent.change(screen.getByLabelText("Estado"), { target: { value: "CA" } });
    const city = screen.getByRole("combobox", { name: "Ciudad" });
    fireEvent.change(city, { target: { value: "Sa" } });
    // More than 2 characters before anything is asked.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(api.callsTo("GET", "/api/core/origin")).toHaveLength(0);
    fireEvent.change(city, { target: { value: "San" } });
    const list = await screen.findByRole("listbox", { name: "Ciudades sugeridas" });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole("option")
          .map((option) => option.textContent),
      ).toEqual(["San Diego", "San Francisco", "San Jose"]),
    );
    expect(api.callsTo("GET", "/api/core/origin").at(-1)?.query.toString()).toBe(
      "country=US&state=CA&city=San",
    );
    fireEvent.mouseDown(within(list).getByRole("option", { name: "San Diego" }));
    expect(city).toHaveValue("San Diego");

    fireEvent.change(screen.getByLabelText("Estado"), { target: { value: "NV" } });
    expect(city).toHaveValue("Las Vegas");

    fireEvent.change(screen.getByLabelText("Estado"), { target: { value: "OTHER" } });
    expect(screen.getByLabelText("¿Qué estado?")).toBeInTheDocument();

    // 000 §5: a country other than the USA clears the city.
    fireEvent.change(screen.getByLabelText("País"), { target: { value: "MX" } });
    expect(city).toHaveValue("");
  });

  it("asks the country as free text when it is not listed", async () => {
    fakeCheckoutApi({ quote: CAMPING });
    await openCheckout();
    fireEvent.change(screen.getByLabelText("País"), { target: { value: "OTHER" } });
    expect(screen.queryByLabelText("Estado")).toBeNull();
    expect(type("¿Qué país?", " Alemania ")).toHaveValue("Alemania");
  });

  it("keeps what was typed across a reload, but never the card", async () => {
    fakeCheckoutApi({ quote: CAMPING });
    const first = renderSite("/checkout/contact-payment");
    await screen.findByRole("button", { name: "Completar compra" });
    type("Nombre", "ana");
    type("E-mail", "ana@example.com");
    fireEvent.change(screen.getByLabelText("País de tu tarjeta"), { target: { value: "MX" } });
    fireEvent.change(screen.getByLabelText("Número de tarjeta"), { target: { value: "4242424242424242" } });
    first.unmount();

    renderSite("/checkout/contact-payment");
    await screen.findByRole("button", { name: "Completar compra" });
    expect(screen.getByLabelText("Nombre")).toHaveValue("Ana");
    expect(screen.getByLabelText("E-mail")).toHaveValue("ana@example.com");
    expect(screen.getByLabelText("Número de tarjeta")).toHaveValue("");
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain("4242");
  });
});
