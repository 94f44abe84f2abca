import type { VisitActivityReservation } from "@park/domain/activities/activity-schemas.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ActivitiesSection } from "../src/features/activities/components/activities-section.tsx";
import { quoteQueryKey } from "../src/features/quote/api/quote-queries.ts";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { fakeActivitiesApi } from "./activities-fake-api.ts";
import { cartQuote, lines } from "./commerce-fake-api.ts";
import { resetSite } from "./reset.ts";

// Each test waits for debounced counters and several calls; a loaded machine needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const QUOTE_ID = "3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f";

// A camping visit from Friday 12 to Sunday 14 March 2027, arriving by day; the 12th is a blue (off-peak) date.
const CAMPING: QuoteDto = cartQuote({
  id: QUOTE_ID,
  items: [
    lines.item("day_pass", "Pase de día", 2, 200),
    lines.item("camping_pass", "Pase de campamento", 2, 600),
  ],
  colors: [
    { date: "2027-03-12", color: "BLUE" },
    { date: "2027-03-13", color: "BLACK" },
    { date: "2027-03-14", color: "BLACK" },
  ],
});

function renderSection() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ActivitiesSection />
    </QueryClientProvider>,
  );
  return client;
}

async function card(name: string) {
  return within(await screen.findByRole("article", { name }));
}

async function chooseDate(scope: ReturnType<typeof within>, date: string) {
  const field = scope.getByRole("combobox", { name: "Fecha" });
  await waitFor(() => expect(within(field).getByRole("option", { name: /12 de mar/ })).toBeInTheDocument());
  fireEvent.change(field, { target: { value: date } });
}

function setCount(scope: ReturnType<typeof within>, value: number) {
  fireEvent.change(scope.getByRole("spinbutton"), { target: { value: String(value) } });
}

function canopyBooking(quantity: number): VisitActivityReservation {
  return {
    quantity,
    borrowedUnits: 0,
    hours: null,
    visitDate: "2027-03-13",
    activityPrice: 1000,
    visitActivitySchedule: {
      id: "103",
      order: 3,
      startHour: "12:00",
      visitActivity: { type: "CANOPY_TOUR" },
    },
    available: true,
    availableUnits: 8,
  };
}

beforeEach(async () => {
  await resetSite();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("activities section of the cart", () => {
  it("shows the four activities in display order with their price per person for the date", async () => {
    fakeActivitiesApi({ quote: CAMPING });
    renderSection();
    expect(
      await screen.findByRole("heading", { name: "¿Qué experiencias quieres agregar?" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Volver a tu visita" })).toHaveAttribute("href", "#cart-items");
    const names = (await screen.findAllByRole("article")).map(
      (article) => within(article).getByRole("heading", { level: 3 }).textContent,
    );
    expect(names).toEqual(["Canopy", "Canopy nocturno", "Paseo a caballo", "Renta de cuatrimoto"]);

    const canopy = await card("Canopy");
    // Before a date is chosen the price is the first bookable date's: the 12th, blue, the special price.
    await waitFor(() => expect(canopy.getByText("$700.00 MXN por persona")).toBeInTheDocument());
    await chooseDate(canopy, "2027-03-13");
    // A black date sells at the regular price (decision 0010).
    expect(await canopy.findByText("$1,000.00 MXN por persona")).toBeInTheDocument();
    const atv = await card("Renta de cuatrimoto");
    await waitFor(() => expect(atv.getByText("$1,000.00 MXN por cuatrimoto por hora")).toBeInTheDocument());
  });

  it("shows an activity without a price period as coming soon, with nothing to book", async () => {
    fakeActivitiesApi({ quote: CAMPING, periods: [] });
    renderSection();
    const canopy = await card("Canopy");
    expect(canopy.getByText("Próximamente")).toBeInTheDocument();
    expect(canopy.queryByRole("spinbutton")).toBeNull();
    expect(screen.getAllByText("Próximamente")).toHaveLength(4);
  });

  it("books the canopy on the first slot with places, and says it is in the cart", async () => {
    // The 10:00 group is full; 11:00 is the first one that can take 2 people.
    const api = fakeActivitiesApi({ quote: CAMPING, taken: { "101/2027-03-13": 12 } });
    renderSection();
    const canopy = await card("Canopy");
    await chooseDate(canopy, "2027-03-13");
    setCount(canopy, 2);
    await waitFor(() => expect(api.bookings()).toHaveLength(1));
    expect(api.bookings()[0]?.body).toMatchObject({
      visitActivityScheduleId: "102",
      quantity: 2,
      visitDate: "2027-03-13",
      quoteId: QUOTE_ID,
    });
    expect(await canopy.findByText("En tu carrito: sáb 13 de mar, 11:00am")).toBeInTheDocument();
    expect(canopy.getByText("Horario: 11:00am")).toBeInTheDocument();
    expect(canopy.getByText("Subtotal: $2,000.00 MXN")).toBeInTheDocument();
    // The server's answer is the quote everyone shows: its canopy line now has 2 places.
    expect(api.quote().products.canopyPasses).toBe(2);
  });

  it("asks for a date, then a time slot, before booking horseback riding", async () => {
    const api = fakeActivitiesApi({ quote: CAMPING });
    renderSection();
    const horses = await card("Paseo a caballo");
    setCount(horses, 1);
    expect(await horses.findByText("Selecciona una fecha para agregar esta actividad.")).toBeInTheDocument();
    await chooseDate(horses, "2027-03-13");
    expect(await horses.findByText("Selecciona un horario para agregar esta actividad.")).toBeInTheDocument();
    expect(api.bookings()).toHaveLength(0);

    const slot = horses.getByRole("combobox", { name: "Horario" });
    await waitFor(() =>
      expect(within(slot).getByRole("option", { name: "10:00am · 6 disponibles" })).toBeEnabled(),
    );
    fireEvent.change(slot, { target: { value: "301" } });
    await waitFor(() => expect(api.bookings()).toHaveLength(1));
    expect(api.bookings()[0]?.body).toMatchObject({
      visitActivityScheduleId: "301",
      quantity: 1,
      type: "HORSEBACK_RIDING",
    });
    expect(horses.queryByText(/Selecciona/)).toBeNull();
  });

  it("lists a full slot as unavailable and says so when the date has no place for the group", async () => {
    // One place left in every canopy group of the 13th, and none at 11:00 for horseback.
    const lastPlaces = Object.fromEntries(
      ["101", "102", "103", "104", "105", "106", "107"].map((id) => [`${id}/2027-03-13`, 11]),
    );
    const api = fakeActivitiesApi({ quote: CAMPING, taken: { ...lastPlaces, "302/2027-03-13": 6 } });
    renderSection();
    const canopy = await card("Canopy");
    setCount(canopy, 3);
    await chooseDate(canopy, "2027-03-13");
    expect(await canopy.findByText("No hay disponibilidad en la fecha seleccionada.")).toBeInTheDocument();

    const horses = await card("Paseo a caballo");
    await chooseDate(horses, "2027-03-13");
    const slot = horses.getByRole("combobox", { name: "Horario" });
    await waitFor(() =>
      expect(within(slot).getByRole("option", { name: "11:00am · sin disponibilidad" })).toBeDisabled(),
    );
    expect(api.bookings()).toHaveLength(0);
    // One person fits the last place: the canopy books it.
    setCount(canopy, 1);
    await waitFor(() => expect(api.bookings()).toHaveLength(1));
    expect(canopy.queryByText("No hay disponibilidad en la fecha seleccionada.")).toBeNull();
  });

  it("keeps the counters to the activity's limits: horseback 12, night canopy 50", async () => {
    const api = fakeActivitiesApi({ quote: CAMPING });
    renderSection();
    const horses = await card("Paseo a caballo");
    await chooseDate(horses, "2027-03-13");
    const slot = horses.getByRole("combobox", { name: "Horario" });
    await waitFor(() => expect(within(slot).getAllByRole("option").length).toBeGreaterThan(1));
    fireEvent.change(slot, { target: { value: "301" } });
    setCount(horses, 40);
    await waitFor(() => expect(horses.getByRole("spinbutton")).toHaveValue(12));
    expect(horses.getByRole("spinbutton")).toHaveAttribute("max", "12");
    expect((await card("Canopy nocturno")).getByRole("spinbutton")).toHaveAttribute("max", "50");
    expect((await card("Canopy")).getByRole("spinbutton")).toHaveAttribute("max", "99");
    // 12 is more than the 6 horses of a slot: the server is not asked, the slot says it is full.
    expect(await horses.findByText("No hay disponibilidad en el horario seleccionado.")).toBeInTheDocument();
    expect(api.bookings()).toHaveLength(0);
  });

  /** The camping quote with 2 on the canopy, as its answer lists them: the canopy's card once it shows them. */
  async function canopyBookedForTwo() {
    const api = fakeActivitiesApi({
      quote: CAMPING,
      quoteListsReservations: true,
      reservations: [canopyBooking(2)],
    });
    renderSection();
    const canopy = await card("Canopy");
    expect(await canopy.findByText("En tu carrito: sáb 13 de mar, 12:00pm")).toBeInTheDocument();
    return { api, canopy };
  }

  it("removes the booking when the quantity goes back to 0", async () => {
    const { api, canopy } = await canopyBookedForTwo();
    expect(canopy.getByRole("spinbutton")).toHaveValue(2);
    setCount(canopy, 0);
    await waitFor(() => expect(api.bookings()).toHaveLength(1));
    expect(api.bookings()[0]?.body).toMatchObject({ visitActivityScheduleId: "103", quantity: 0 });
    await waitFor(() => expect(canopy.queryByText(/En tu carrito/)).toBeNull());
  });

  it("takes the bookings from the quote's answer, without reading the quote again", async () => {
    const { api } = await canopyBookedForTwo();
    const quoteReads = api.calls.filter(
      (call) => call.method === "GET" && call.path === `/api/ecommerce/quotes/${CAMPING.id}`,
    );
    expect(quoteReads).toHaveLength(1);
  });

  it("removes a booking the quote's answer does not detail, through any slot of its activity", async () => {
    const horse: VisitActivityReservation = {
      ...canopyBooking(1),
      activityPrice: 700,
      visitActivitySchedule: {
        id: "302",
        order: 2,
        startHour: "11:00",
        visitActivity: { type: "HORSEBACK_RIDING" },
      },
    };
    const api = fakeActivitiesApi({
      quote: { ...CAMPING, products: { ...CAMPING.products, horsebackRidingPasses: 1 } },
      reservations: [horse],
    });
    renderSection();
    const horses = await card("Paseo a caballo");
    // Known from the quote's count only: no date or slot to show, and nothing to complain about.
    await waitFor(() => expect(horses.getByRole("spinbutton")).toHaveValue(1));
    expect(horses.queryByText(/Selecciona/)).toBeNull();
    setCount(horses, 0);
    await waitFor(() => expect(api.bookings()).toHaveLength(1));
    expect(api.bookings()[0]?.body).toMatchObject({ quantity: 0, type: "HORSEBACK_RIDING" });
    expect(api.quote().products.horsebackRidingPasses).toBe(0);
  });

  it("shows the server's refusal: no places left in the slot once another visitor took them", async () => {
    const api = fakeActivitiesApi({
      quote: CAMPING,
      bookingAnswer: () => ({
        status: 409,
        body: { error: "Not enough inventory", message: "No hay disponibilidad en el horario seleccionado." },
      }),
    });
    renderSection();
    const canopy = await card("Canopy");
    await chooseDate(canopy, "2027-03-13");
    setCount(canopy, 2);
    // For the canopy (its slot is picked for the visitor) 000 §8 says the date has no availability.
    expect(await canopy.findByText("No hay disponibilidad en la fecha seleccionada.")).toBeInTheDocument();
    expect(api.bookings()).toHaveLength(1);
    expect(canopy.queryByText(/En tu carrito/)).toBeNull();
  });

  it("rents ATVs by the hour, up to the hours the track's day allows, and says why", async () => {
    const api = fakeActivitiesApi({ quote: CAMPING });
    renderSection();
    const atv = await card("Renta de cuatrimoto");
    await chooseDate(atv, "2027-03-13");
    const slot = atv.getByRole("combobox", { name: "Horario" });
    await waitFor(() => expect(within(slot).getAllByRole("option").length).toBeGreaterThan(1));
    // Saturday 13 March 2027 is on winter time: the track closes at 6 pm, so from 5 pm only 1 hour.
    expect(within(slot).queryByRole("option", { name: /6:00pm/ })).toBeNull();
    fireEvent.change(slot, { target: { value: "408" } });
    const hours = atv.getByRole("combobox", { name: "Horas" });
    await waitFor(() => expect(within(hours).getAllByRole("option")).toHaveLength(1));
    const why = "La pista cierra a las 6:00pm ese día: desde las 5:00pm puedes rentar hasta 1 hora.";
    expect(await atv.findByText(why)).toBeInTheDocument();
    expect(hours).toHaveAccessibleDescription(expect.stringContaining(why));
    fireEvent.change(slot, { target: { value: "406" } });
    await waitFor(() => expect(within(hours).getAllByRole("option")).toHaveLength(3));
    expect(
      atv.getByText("La pista cierra a las 6:00pm ese día: desde las 3:00pm puedes rentar hasta 3 horas."),
    ).toBeInTheDocument();
    fireEvent.change(hours, { target: { value: "2" } });
    setCount(atv, 2);
    await waitFor(() => expect(api.bookings()).toHaveLength(1));
    expect(api.bookings()[0]?.body).toMatchObject({ visitActivityScheduleId: "406", quantity: 2, hours: 2 });
    // 2 ATVs x 2 hours at the regular (black date) 1,350 per hour.
    expect(await atv.findByText("Subtotal: $5,400.00 MXN")).toBeInTheDocument();
    expect(await atv.findByText("En tu carrito: sáb 13 de mar, 3:00pm, 2 horas")).toBeInTheDocument();
  });

  it("says the hours exceed the quad bikes' availability when a later hour has fewer free ATVs (issue 30)", async () => {
    // Others rent 7 of the 8 ATVs at 14:00 (slot 405).
    const api = fakeActivitiesApi({ quote: CAMPING, taken: { "405/2027-03-13": 7 } });
    renderSection();
    const atv = await card("Renta de cuatrimoto");
    await chooseDate(atv, "2027-03-13");
    const slot = atv.getByRole("combobox", { name: "Horario" });
    await waitFor(() => expect(within(slot).getAllByRole("option").length).toBeGreaterThan(1));
    fireEvent.change(slot, { target: { value: "404" } });
    const hours = atv.getByRole("combobox", { name: "Horas" });
    await waitFor(() => expect(within(hours).getAllByRole("option")).toHaveLength(5));
    fireEvent.change(hours, { target: { value: "2" } });
    setCount(atv, 2);
    const message =
      "El número de horas excede la disponibilidad de cuatrimotos, por favor selecciona menos horas.";
    expect(await atv.findByText(message)).toBeInTheDocument();
    expect(api.bookings()).toHaveLength(0);
    fireEvent.change(hours, { target: { value: "1" } });
    await waitFor(() => expect(api.bookings()).toHaveLength(1));
    expect(atv.queryByText(message)).toBeNull();
    expect(api.bookings()[0]?.body).toMatchObject({ visitActivityScheduleId: "404", quantity: 2, hours: 1 });
  });

  it("says the hours exceed the quad bikes' availability when the server answers Hour out of range", async () => {
    // The server decides (000 §8): here the park shortened the day after the schedule was shown.
    const api = fakeActivitiesApi({
      quote: CAMPING,
      bookingAnswer: () => ({
        status: 400,
        body: { error: "Hour out of range", message: "Hour out of range" },
      }),
    });
    renderSection();
    const atv = await card("Renta de cuatrimoto");
    await chooseDate(atv, "2027-03-13");
    const slot = atv.getByRole("combobox", { name: "Horario" });
    await waitFor(() => expect(within(slot).getAllByRole("option").length).toBeGreaterThan(1));
    fireEvent.change(slot, { target: { value: "401" } });
    const hours = atv.getByRole("combobox", { name: "Horas" });
    await waitFor(() => expect(within(hours).getAllByRole("option")).toHaveLength(8));
    fireEvent.change(hours, { target: { value: "5" } });
    setCount(atv, 1);
    expect(
      await atv.findByText(
        "El número de horas excede la disponibilidad de cuatrimotos, por favor selecciona menos horas.",
      ),
    ).toBeInTheDocument();
    expect(api.bookings()).toHaveLength(1);
    expect(atv.queryByText(/En tu carrito/)).toBeNull();
  });

  it("lists the night canopy from the day after a night arrival, and not on the departure date", async () => {
    const night = { ...CAMPING, visit: { ...CAMPING.visit, arrivalTime: "NIGHT" as const } };
    fakeActivitiesApi({ quote: night });
    renderSection();
    const canopyNight = await card("Canopy nocturno");
    const field = canopyNight.getByRole("combobox", { name: "Fecha" });
    await waitFor(() => expect(within(field).getByRole("option", { name: /13 de mar/ })).toBeEnabled());
    expect(within(field).queryByRole("option", { name: /12 de mar/ })).toBeNull();
    expect(within(field).getByRole("option", { name: /14 de mar/ })).toBeDisabled();
  });

  it("explains the safety rules in a dialog that gives the focus back when it closes", async () => {
    fakeActivitiesApi({ quote: CAMPING });
    renderSection();
    const canopy = await card("Canopy");
    const trigger = canopy.getByRole("button", { name: "Más información: Canopy" });
    trigger.focus();
    fireEvent.click(trigger);
    const dialog = await screen.findByRole("dialog", { name: "Canopy: lo que debes saber" });
    expect(
      within(dialog).getByText("Estatura mínima de 1.40 m para el recorrido completo."),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText("Límite del arnés: cintura de 121 cm y muslo de 66 cm."),
    ).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(trigger).toHaveFocus();

    fireEvent.click(
      (await card("Paseo a caballo")).getByRole("button", { name: "Más información: Paseo a caballo" }),
    );
    const horses = await screen.findByRole("dialog");
    expect(within(horses).getByText("Peso menor a 125 kg.")).toBeInTheDocument();
  });

  it("speaks English when the page does, the spec's messages verbatim", async () => {
    fakeActivitiesApi({ quote: CAMPING });
    await act(() => i18n.changeLanguage("en"));
    renderSection();
    expect(
      await screen.findByRole("heading", { name: "What experiences do you want to add?" }),
    ).toBeInTheDocument();
    const horses = await card("Horseback riding");
    setCount(horses, 1);
    expect(await horses.findByText("Select a date to add this activity.")).toBeInTheDocument();
    await chooseDateEn(horses);
    expect(await horses.findByText("Select a time slot to add this activity.")).toBeInTheDocument();
  });

  it("sends the add-to-cart event 5 s after a booking, not before", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeActivitiesApi({ quote: CAMPING });
    renderSection();
    const canopy = await card("Canopy");
    await chooseDate(canopy, "2027-03-13");
    setCount(canopy, 3);
    await waitFor(() => expect(api.bookings()).toHaveLength(1));
    await waitFor(() => expect(canopy.getByText(/En tu carrito/)).toBeInTheDocument());
    expect(window.dataLayer ?? []).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(window.dataLayer).toEqual([
      {
        event: "add_to_cart",
        ecommerce: {
          currency: "MXN",
          value: 3000,
          items: [{ item_id: "canopy_pass", item_name: "Canopy", price: 1000, quantity: 3 }],
        },
      },
    ]);
  });

  it("starts the cards over when the visit changes and says the server removed the activities", async () => {
    const api = fakeActivitiesApi({
      quote: { ...CAMPING, products: { ...CAMPING.products, canopyPasses: 2 } },
      quoteListsReservations: true,
      reservations: [canopyBooking(2)],
    });
    const client = renderSection();
    const canopy = await card("Canopy");
    expect(await canopy.findByText(/En tu carrito/)).toBeInTheDocument();
    // The visit moved a week later; the server answered the quote without its activities (000 §4).
    act(() => {
      client.setQueryData(
        quoteQueryKey(QUOTE_ID),
        api.moveVisit({ arrivalDate: "2027-03-19", departureDate: "2027-03-21" }),
      );
    });
    expect(
      await screen.findByText(
        "Cambiaste tu visita, así que quitamos tus actividades. Elígelas de nuevo para las nuevas fechas.",
      ),
    ).toBeInTheDocument();
    const fresh = await card("Canopy");
    await waitFor(() => expect(fresh.getByRole("spinbutton")).toHaveValue(0));
    expect(fresh.queryByText(/En tu carrito/)).toBeNull();
  });
});

async function chooseDateEn(scope: ReturnType<typeof within>) {
  const field = scope.getByRole("combobox", { name: "Date" });
  await waitFor(() => expect(within(field).getByRole("option", { name: /Mar 13/ })).toBeEnabled());
  fireEvent.change(field, { target: { value: "2027-03-13" } });
}
