import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { currentOverlayRequests } from "../src/shared/overlays/overlay-requests.ts";
import { fakeApi, renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

beforeEach(async () => {
  await resetSite();
  fakeApi();
});

async function pageReady() {
  return screen.findByRole("heading", { level: 1 });
}

describe("footer", () => {
  // The payment page's footer and button are checked in checkout-contact.test.tsx, with a quote to pay.
  it("is hidden on /cart", async () => {
    // A visitor who emptied the cart stays on it (one with no quote at all is sent home, where the footer is).
    localStorage.setItem("park.quote.cartEmpty", "true");
    renderSite("/cart");
    await screen.findByRole("heading", { level: 2, name: "Tu carrito está vacío" });
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  it("is hidden on an order's page", async () => {
    renderSite("/order/ABCD234567");
    await pageReady();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
  });

  it.each(["/", "/prices", "/careers", "/product-air/canopy-tour"])("is shown on %s", async (path) => {
    renderSite(path);
    await pageReady();
    expect(screen.getByRole("contentinfo")).toBeInTheDocument();
  });

  it("has the four columns of the spec with their links", async () => {
    renderSite("/");
    await pageReady();
    const footer = screen.getByRole("contentinfo");
    const column = (name: string) =>
      within(within(footer).getByRole("navigation", { name }))
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]);
    expect(column("Vive la experiencia")).toEqual([
      ["Tierra", "/product-earth/camping"],
      ["Aire", "/product-air/canopy-tour"],
      ["Agua", "/product-water/wave-adventure"],
    ]);
    expect(column("Cuándo visitarnos")).toEqual([
      ["Calendario de precios", "/prices"],
      ["Eventos", "/events"],
    ]);
    expect(column("Resuelve tus dudas")).toEqual([
      ["Preguntas frecuentes", "/faq"],
      ["Cómo llegar", "/directions"],
      ["Contacto", "/contact"],
    ]);
    expect(column("Bolsa de trabajo")).toEqual([["Vacantes", "/careers"]]);
    expect(within(footer).getByRole("link", { name: "Términos y condiciones" })).toHaveAttribute(
      "href",
      "/terms",
    );
    expect(within(footer).getByRole("link", { name: "Aviso de privacidad" })).toHaveAttribute(
      "href",
      "/privacy-notice",
    );
    expect(
      within(footer).getByText(`© ${new Date().getFullYear()} Ensenada Park. Todos los derechos reservados.`),
    ).toBeInTheDocument();
  });

  it("has four social links that open safely in a new tab", async () => {
    renderSite("/");
    await pageReady();
    const social = within(screen.getByRole("list", { name: "Redes sociales" })).getAllByRole("link");
    expect(social.map((link) => link.getAttribute("aria-label"))).toEqual([
      "Facebook (se abre en una pestaña nueva)",
      "Instagram (se abre en una pestaña nueva)",
      "Vimeo (se abre en una pestaña nueva)",
      "YouTube (se abre en una pestaña nueva)",
    ]);
    for (const link of social) {
      expect(link).toHaveAttribute("target", "_blank");
      expect(link.getAttribute("rel")).toContain("noopener");
    }
  });
});

describe("floating helpers", () => {
  it("offer WhatsApp with a preset greeting", async () => {
    renderSite("/");
    await pageReady();
    const whatsapp = screen.getByRole("link", {
      name: "Escríbenos por WhatsApp (se abre en una pestaña nueva)",
    });
    const url = new URL(whatsapp.getAttribute("href") ?? "");
    expect(url.origin).toBe("https://wa.me");
    expect(url.pathname).toMatch(/^\/\d{10,15}$/);
    expect(url.searchParams.get("text")).toBe("¡Hola! Me gustaría recibir información sobre el parque.");
    expect(whatsapp.getAttribute("rel")).toContain("noopener");
  });

  it.each(["/", "/prices", "/cart"])("keep a place for the chat widget on %s", async (path) => {
    renderSite(path);
    await pageReady();
    expect(screen.getByTestId("chat-widget-slot")).toBeInTheDocument();
  });

  it("leave the WhatsApp button out of the cart, whose summary and Continue stay on screen", async () => {
    // A visitor who emptied the cart stays on it (one with no quote at all is sent home, where the button is).
    localStorage.setItem("park.quote.cartEmpty", "true");
    renderSite("/cart");
    await screen.findByRole("heading", { level: 2, name: "Tu carrito está vacío" });
    expect(screen.getByRole("heading", { level: 1, name: "Carrito de compras" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /WhatsApp/ })).not.toBeInTheDocument();
  });

  it.each(["/careers", "/careers/job-details/7", "/careers/job-details/7/apply"])(
    "hide the chat widget on %s",
    async (path) => {
      renderSite(path);
      await pageReady();
      expect(screen.queryByTestId("chat-widget-slot")).not.toBeInTheDocument();
      expect(screen.getByRole("link", { name: /WhatsApp/ })).toBeInTheDocument();
    },
  );
});

describe("header", () => {
  it("has landmarks and a skip link to the main content", async () => {
    renderSite("/");
    await pageReady();
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByRole("main")).toHaveAttribute("id", "main-content");
    expect(screen.getByRole("link", { name: "Saltar al contenido principal" })).toHaveAttribute(
      "href",
      "#main-content",
    );
    expect(screen.getByRole("link", { name: "Ensenada Park, ir al inicio" })).toHaveAttribute("href", "/");
  });

  it("asks for the quote drawer with Cotizar instead of navigating", async () => {
    renderSite("/prices");
    await pageReady();
    fireEvent.click(screen.getByRole("button", { name: "Cotizar" }));
    expect(currentOverlayRequests().drawer).toEqual({ id: 1, view: "stay", sidePanelFrom: 1330 });
    // The drawer opens over the prices page, which stays; the open dialog hides the page from the
    // accessibility tree, so its heading is found by its element.
    await screen.findByRole("dialog", { name: "Cotiza tu visita" });
    expect(screen.getByText("Precios y calendario", { selector: "h1" })).toBeInTheDocument();
  });

  it("links to the cart with an accessible name", async () => {
    renderSite("/");
    await pageReady();
    // Followed without a quote, the cart sends the visitor home (000 §2), so the link itself is checked.
    expect(screen.getByRole("link", { name: "Carrito de compras" })).toHaveAttribute("href", "/cart");
  });

  it("opens the mobile menu as a dialog, navigates from it and closes", async () => {
    renderSite("/");
    await pageReady();
    fireEvent.click(screen.getByRole("button", { name: "Abrir menú" }));
    const menu = await screen.findByRole("dialog", { name: "Menú" });
    const links = within(menu).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Tierra",
      "Agua",
      "Aire",
      "Hospedaje",
      "Otros servicios",
      "Precios y calendario",
      "Eventos",
      "Preguntas frecuentes",
      "Cómo llegar",
      "Contacto",
      "Bolsa de trabajo",
    ]);
    fireEvent.click(within(menu).getByRole("link", { name: "Preguntas frecuentes" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Preguntas frecuentes" }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("closes the mobile menu with Escape and gives focus back to its button", async () => {
    renderSite("/");
    await pageReady();
    fireEvent.click(screen.getByRole("button", { name: "Abrir menú" }));
    const menu = await screen.findByRole("dialog", { name: "Menú" });
    fireEvent.keyDown(menu, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: "Abrir menú" })).toHaveFocus();
  });
});

describe("homepage", () => {
  it("has a title, a welcome text and the five area cards with see-more links", async () => {
    renderSite("/");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Campamento y parque acuático en Ensenada" }),
    ).toBeInTheDocument();
    const cards = screen.getAllByRole("article");
    expect(
      cards.map((card) => [
        within(card).getByRole("heading").textContent,
        within(card).getByRole("link").getAttribute("href"),
      ]),
    ).toEqual([
      ["Tierra", "/product-earth/camping"],
      ["Agua", "/product-water/wave-adventure"],
      ["Aire", "/product-air/canopy-tour"],
      ["Hospedaje", "/product-lodging/camping"],
      ["Otros servicios", "/product-services/restaurant"],
    ]);
    expect(within(cards[0] ?? document.body).getByRole("link")).toHaveAccessibleName("Ver más sobre Tierra");
    await waitFor(() =>
      expect(document.title).toBe("Ensenada Park | Campamento y parque acuático en Ensenada"),
    );
  });
  it("stops the welcome scene with its pause button and starts it again", async () => {
    renderSite("/");
    const pause = await screen.findByRole("button", { name: "Pausar animación de fondo" });
    // The scene is decorative (hidden from assistive technology); its pieces stop where they are.
    const scene = document.querySelector("section[aria-labelledby='welcome-title'] > [aria-hidden='true']");
    expect(scene?.querySelectorAll("svg").length).toBe(10);
    expect(scene).not.toHaveAttribute("data-paused");
    fireEvent.click(pause);
    expect(pause).toHaveAttribute("aria-pressed", "true");
    expect(scene).toHaveAttribute("data-paused", "true");
    fireEvent.click(pause);
    expect(pause).toHaveAttribute("aria-pressed", "false");
    expect(scene).not.toHaveAttribute("data-paused");
  });
});

describe("maintenance", () => {
  it("replaces every screen with a page in both languages", async () => {
    fakeApi({ maintenance: true });
    renderSite("/prices");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Estamos dando mantenimiento al sitio" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("heading", { name: "We are doing maintenance on the site" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("banner")).not.toBeInTheDocument();
    expect(screen.queryByRole("contentinfo")).not.toBeInTheDocument();
    expect(screen.queryByText("Precios y calendario")).not.toBeInTheDocument();
  });
});
