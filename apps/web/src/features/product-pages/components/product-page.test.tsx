import { act, fireEvent, screen, within } from "@testing-library/react";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeApi, renderSite } from "../../../../test/render-site.tsx";
import { resetSite } from "../../../../test/reset.ts";
import { i18n } from "../../../shared/i18n/i18n.ts";
import { currentOverlayRequests } from "../../../shared/overlays/overlay-requests.ts";

beforeAll(() => {
  // jsdom has no modal dialogs: open and close just toggle the attribute, as far as these tests need.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
});

// Each page's texts and pictures are a lazily imported chunk: the page suspends until they are in, and
// React resumes a suspended render only inside an awaited act.
async function show(path: string) {
  await act(async () => {
    renderSite(path);
  });
}

beforeEach(async () => {
  await resetSite();
  fakeApi();
});

describe("product page", () => {
  it("shows the title, the lead, the facts and hides the rest of the description until asked", async () => {
    await show("/product-lodging/superior-cabins");
    expect(await screen.findByRole("heading", { level: 1, name: "Cabañas superiores" })).toBeInTheDocument();
    expect(await screen.findByText(/camas queen para descansar en grande/)).toBeVisible();
    const more = screen.getByText(/todo lo necesario para una estancia cómoda/);
    expect(more).not.toBeVisible();
    fireEvent.click(screen.getByRole("button", { name: "Leer más" }));
    expect(more).toBeVisible();
    expect(screen.getByRole("button", { name: "Ocultar" })).toHaveAttribute("aria-expanded", "true");
    const services = screen.getByRole("region", { name: "Servicios" });
    expect(within(services).getAllByRole("listitem")).toHaveLength(12);
    expect(screen.getByRole("link", { name: /Cabañas superiores/ })).toHaveAttribute("aria-current", "page");
  });

  it("opens the slideshow on a picture, loops both ways by keyboard and closes with Escape", async () => {
    await show("/product-services/restaurant");
    const second = await screen.findByRole("button", { name: /^Ver foto 2 de 5:/ });
    second.focus();
    fireEvent.click(second);
    const dialog = screen.getByRole("dialog", { name: "Galería de Restaurante" });
    expect(within(dialog).getByText("Foto 2 de 5")).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(within(dialog).getByText("Foto 5 de 5", { selector: ".sr-only" })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: "ArrowRight" });
    expect(within(dialog).getByText("Foto 1 de 5", { selector: ".sr-only" })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: "ArrowLeft" });
    expect(within(dialog).getByText("Foto 5 de 5", { selector: ".sr-only" })).toBeInTheDocument();
    fireEvent(dialog, new Event("cancel", { cancelable: true }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(second).toHaveFocus();
  });

  it("moves with a swipe", async () => {
    await show("/product-lodging/indian-village");
    fireEvent.click(await screen.findByRole("button", { name: /^Ver foto 1 de 5:/ }));
    const carousel = screen.getByRole("region", { name: "Galería de Aldea de tipis" });
    fireEvent.pointerDown(carousel, { clientX: 300 });
    fireEvent.pointerUp(carousel, { clientX: 120 });
    expect(screen.getByText("Foto 2 de 5", { selector: ".sr-only" })).toBeInTheDocument();
  });

  it("opens the visit drawer from a canopy page when there is no quote yet", async () => {
    await show("/product-air/zip-lines");
    const add = await screen.findByRole("button", { name: "Agregar canopy a mi cotización" });
    await act(async () => {
      fireEvent.click(add);
    });
    // 001 §2: the visit drawer on screens wider than 767 px (the header's Cotizar: from 1330 px).
    expect(currentOverlayRequests().drawer).toEqual({ id: 1, view: "stay", sidePanelFrom: 768 });
  });

  it("opens the restaurant menu in a new tab with a timestamp", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    await show("/product-services/restaurant");
    fireEvent.click(await screen.findByRole("button", { name: /Ver el menú \(PDF\)/ }));
    expect(open).toHaveBeenCalledWith(
      expect.stringMatching(/^\/menu\/restaurant-menu\.pdf\?t=\d+$/),
      "_blank",
      "noopener",
    );
  });

  it("links the ATV track to the ATV rentals", async () => {
    await show("/product-earth/atv-track");
    expect(await screen.findByRole("link", { name: "Renta una cuatrimoto para la pista" })).toHaveAttribute(
      "href",
      "/product-services/atv-rentals",
    );
  });

  it("switches to English keeping the Spanish page up until the English texts are in", async () => {
    await show("/product-air/canopy-tour");
    expect(await screen.findByText(/Vuela sobre el valle en nuestro canopy/)).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage("en");
    });
    expect(await screen.findByText(/Fly over the valley on our canopy tour/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Canopy tour" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add canopy to my quote" })).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});
