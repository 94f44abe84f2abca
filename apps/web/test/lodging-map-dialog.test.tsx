import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { LodgingMapHost } from "../src/features/lodging-map/components/lodging-map-host.tsx";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { openLodgingMap } from "../src/shared/overlays/overlay-requests.ts";
import { cabins, fakeCommerceApi, TWO_CABINS, tipis } from "./commerce-fake-api.ts";
import { resetSite } from "./reset.ts";

const HOLDING_C3_C4 = {
  ...TWO_CABINS,
  cabinNumbers: [
    { id: "cabin-3", number: "C3" },
    { id: "cabin-4", number: "C4" },
  ],
};

function renderHost() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LodgingMapHost />
    </QueryClientProvider>,
  );
}

async function openMap(kind: Parameters<typeof openLodgingMap>[0] = "CABIN") {
  act(() => openLodgingMap(kind));
  return screen.findByRole("dialog");
}

const unitButton = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole("button", { name: new RegExp(`^(Cabaña|Cabin|Tipi|Tepee) ${name},`) });

beforeEach(async () => {
  await resetSite();
});

describe("lodging map", () => {
  it("opens on openLodgingMap(kind) with the kind's map, legend and units", async () => {
    fakeCommerceApi({ quote: TWO_CABINS, stays: [cabins(["C2", "C5"])] });
    renderHost();
    const dialog = await openMap();
    expect(within(dialog).getByRole("heading", { name: "Elige tus cabañas básicas" })).toBeInTheDocument();
    await within(dialog).findByRole("group", { name: "Mapa de las cabañas básicas" });
    expect(within(dialog).getAllByRole("button", { name: /^Cabaña C\d+,/ })).toHaveLength(19);
    expect(unitButton(dialog, "C2")).toHaveAccessibleName("Cabaña C2, No disponible");
    expect(unitButton(dialog, "C2")).toHaveAttribute("aria-disabled", "true");
    expect(unitButton(dialog, "C1")).toHaveAccessibleName("Cabaña C1, Disponible");
    const legend = within(dialog).getByRole("list", { name: "Simbología del mapa" });
    expect(
      within(legend)
        .getAllByRole("listitem")
        .map((entry) => entry.textContent),
    ).toEqual(["En tu selección", "Disponible", "No disponible"]);
  });

  it("gives focus back to the button that opened it when it closes (WCAG 2.4.3)", async () => {
    fakeCommerceApi({ quote: TWO_CABINS, stays: [cabins([])] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <button type="button" onClick={() => openLodgingMap("CABIN")}>
          Cambiar hospedaje
        </button>
        <LodgingMapHost />
      </QueryClientProvider>,
    );
    const opener = screen.getByRole("button", { name: "Cambiar hospedaje" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = await screen.findByRole("dialog");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it("keeps as many units as the quantity by dropping the oldest choice", async () => {
    fakeCommerceApi({ quote: TWO_CABINS });
    renderHost();
    const dialog = await openMap();
    await within(dialog).findByRole("group", { name: "Mapa de las cabañas básicas" });
    fireEvent.click(unitButton(dialog, "C1"));
    fireEvent.click(unitButton(dialog, "C3"));
    fireEvent.click(unitButton(dialog, "C4"));
    expect(unitButton(dialog, "C1")).toHaveAttribute("aria-pressed", "false");
    expect(unitButton(dialog, "C3")).toHaveAttribute("aria-pressed", "true");
    expect(unitButton(dialog, "C4")).toHaveAttribute("aria-pressed", "true");
    expect(within(dialog).getByText("2 de 2 en tu selección")).toBeInTheDocument();
  });

  it("enables Save only while the selection differs from the saved one", async () => {
    fakeCommerceApi({ quote: HOLDING_C3_C4 });
    renderHost();
    const dialog = await openMap();
    await within(dialog).findByRole("group", { name: "Mapa de las cabañas básicas" });
    const save = within(dialog).getByRole("button", { name: "Guardar" });
    expect(unitButton(dialog, "C3")).toHaveAttribute("aria-pressed", "true");
    expect(save).toBeDisabled();
    fireEvent.click(unitButton(dialog, "C6"));
    expect(save).toBeEnabled();
    fireEvent.click(unitButton(dialog, "C3"));
    fireEvent.click(unitButton(dialog, "C4"));
    // C3 and C4 again, in another order: the saved selection.
    expect(save).toBeDisabled();
  });

  it("saves the chosen units, re-checks them and closes 500 ms after all are held", async () => {
    const api = fakeCommerceApi({ quote: TWO_CABINS });
    renderHost();
    const dialog = await openMap();
    await within(dialog).findByRole("group", { name: "Mapa de las cabañas básicas" });
    fireEvent.click(unitButton(dialog, "C7"));
    fireEvent.click(unitButton(dialog, "C8"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Guardar" }));
    expect(await within(dialog).findByText("Tu selección quedó guardada.")).toBeInTheDocument();
    // Still open at first: the map closes 500 ms after the save.
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    expect(api.callsTo("PUT", "/api/ecommerce/reservations/")[0]?.body).toEqual({
      quoteId: "41",
      stayIds: ["cabin-7", "cabin-8"],
    });
    expect(api.callsTo("GET", "/api/ecommerce/reservations/valid/by-quote/41")).toHaveLength(1);
    const availability = api.callsTo("GET", "/api/ecommerce/reservations/availables/")[0]?.query;
    expect(Object.fromEntries(availability ?? [])).toEqual({
      startDate: "2027-03-12",
      endDate: "2027-03-14",
      stayType: "CABIN",
      quoteId: "41",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 1500 });
  });

  it("names a unit lost to another visitor (409), reloads the map and disables Save", async () => {
    const api = fakeCommerceApi({
      quote: TWO_CABINS,
      stays: [cabins(), cabins(["C3"])],
      reservations: () => ({
        status: 409,
        body: {
          error: "can_not_save_reservation",
          message: "Alguno de los hospedajes no está disponible",
          unavailable: ["C3"],
        },
      }),
    });
    renderHost();
    const dialog = await openMap();
    await within(dialog).findByRole("group", { name: "Mapa de las cabañas básicas" });
    fireEvent.click(unitButton(dialog, "C3"));
    fireEvent.click(unitButton(dialog, "C4"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Guardar" }));
    expect(
      await within(dialog).findByText("C3 en tu visita ya no está disponible, por favor haz otra selección."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "C3 en tu visita ya no está disponible, por favor haz otra selección.",
    );
    expect(unitButton(dialog, "C3")).toHaveAccessibleName("Cabaña C3, No disponible");
    expect(unitButton(dialog, "C4")).toHaveAttribute("aria-pressed", "true");
    expect(within(dialog).getByRole("button", { name: "Guardar" })).toBeDisabled();
    expect(api.callsTo("GET", "/api/ecommerce/reservations/availables/")).toHaveLength(2);
    // Picking another unit lets the visitor save again.
    fireEvent.click(unitButton(dialog, "C9"));
    expect(within(dialog).getByRole("button", { name: "Guardar" })).toBeEnabled();
  });

  it("names a unit the re-check finds no longer held after saving", async () => {
    fakeCommerceApi({
      quote: TWO_CABINS,
      stays: [cabins(), cabins(["C8"])],
      lost: [{ cabins: ["C8"] }],
    });
    renderHost();
    const dialog = await openMap();
    await within(dialog).findByRole("group", { name: "Mapa de las cabañas básicas" });
    fireEvent.click(unitButton(dialog, "C7"));
    fireEvent.click(unitButton(dialog, "C8"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Guardar" }));
    expect(
      await within(dialog).findByText("C8 en tu visita ya no está disponible, por favor haz otra selección."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "C8 en tu visita ya no está disponible, por favor haz otra selección.",
    );
    expect(within(dialog).getByRole("button", { name: "Guardar" })).toBeDisabled();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });

  it("says the kind is full when no unit is free for the dates", async () => {
    fakeCommerceApi({ quote: TWO_CABINS, stays: [cabins(cabins().map((stay) => stay.name))] });
    renderHost();
    const dialog = await openMap();
    expect(await within(dialog).findByText("Lleno")).toBeInTheDocument();
    expect(
      within(dialog).getByText("No hay cabañas básicas disponibles para las fechas indicadas."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Guardar" })).toBeDisabled();
  });

  it("warns that tepee T6 sleeps 4 when the group does not fit, in English too", async () => {
    fakeCommerceApi({
      quote: {
        ...TWO_CABINS,
        visit: { ...TWO_CABINS.visit, stayType: "TIPI", numberOfPersons: 12 },
        products: { ...TWO_CABINS.products, cabins: 0, tipis: 2 },
      },
      stays: [tipis(["T2"])],
    });
    await i18n.changeLanguage("en");
    renderHost();
    const dialog = await openMap("TIPI");
    await within(dialog).findByRole("group", { name: "Map of the tepee village" });
    expect(unitButton(dialog, "T6")).toHaveAccessibleName("Tepee T6, Available, sleeps up to 4 people");
    fireEvent.click(unitButton(dialog, "T1"));
    expect(within(dialog).queryByText("Tepee T6 sleeps at most 4 people.")).not.toBeInTheDocument();
    fireEvent.click(unitButton(dialog, "T6"));
    expect(within(dialog).getByText("Tepee T6 sleeps at most 4 people.")).toBeInTheDocument();
    expect(unitButton(dialog, "T2")).toHaveAccessibleName("Tepee T2, Occupied");
  });

  it("says in English which unit was lost", async () => {
    fakeCommerceApi({ quote: HOLDING_C3_C4, stays: [cabins(["C4"])] });
    await i18n.changeLanguage("en");
    renderHost();
    const dialog = await openMap();
    expect(
      await within(dialog).findByText(
        "C4 in your visit is no longer available, please make a different selection.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole("alert")).toHaveTextContent(
      "C4 in your visit is no longer available, please make a different selection.",
    );
    expect(within(dialog).getByRole("button", { name: "Save" })).toBeDisabled();
  });
});
