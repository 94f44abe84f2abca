import type { VisitActivityReservation } from "@park/domain/activities/activity-schemas.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ActivitiesSection } from "../src/features/activities/components/activities-section.tsx";
import { useActivityLines } from "../src/features/activities/hooks/use-activity-lines.ts";
import { CartItems } from "../src/features/cart/components/cart-items.tsx";
import { useQuoteStore, useQuoteView } from "../src/features/quote/hooks/use-quote-store.ts";
import { fakeActivitiesApi } from "./activities-fake-api.ts";
import { cartQuote, lines } from "./commerce-fake-api.ts";
import { resetSite } from "./reset.ts";

// Each test waits for debounced counters and several calls; a loaded machine needs more than 5 s.
vi.setConfig({ testTimeout: 20_000 });

const QUOTE_ID = "3f1c2a9e-8d4b-4c6a-9e2f-1a2b3c4d5e6f";

/** Two canopy places on Saturday 13 March 2027 at 12:00 (slot 103), at the regular $1,000. */
const CANOPY_BOOKED: VisitActivityReservation = {
  quantity: 2,
  borrowedUnits: 0,
  hours: null,
  visitDate: "2027-03-13",
  activityPrice: 1000,
  visitActivitySchedule: { id: "103", order: 3, startHour: "12:00", visitActivity: { type: "CANOPY_TOUR" } },
  available: true,
  availableUnits: 10,
};

// A camping visit from Friday 12 to Sunday 14 March 2027 with the canopy booked.
const CAMPING_WITH_CANOPY: QuoteDto = cartQuote({
  id: QUOTE_ID,
  products: { ...cartQuote({ items: [] }).products, canopyPasses: 2 },
  items: [
    lines.item("day_pass", "Pase de día", 2, 200),
    lines.item("camping_pass", "Pase de campamento", 2, 600),
    lines.item("canopy_pass", "Canopy", 2, 1000),
  ],
  colors: [
    { date: "2027-03-12", color: "BLUE" },
    { date: "2027-03-13", color: "BLACK" },
    { date: "2027-03-14", color: "BLACK" },
  ],
});

/** The cart's lines and its activities section, as the cart page puts them together. */
function CartWithActivities() {
  const store = useQuoteStore();
  const { draft, quote, today } = useQuoteView();
  if (draft === null || quote === null || today === null) return null;
  return (
    <>
      <CartItems
        store={store}
        draft={draft}
        quote={quote}
        today={today}
        useActivityLines={useActivityLines}
      />
      <ActivitiesSection />
    </>
  );
}

function openCart(options: { taken?: Record<string, number> } = {}) {
  const api = fakeActivitiesApi({
    quote: CAMPING_WITH_CANOPY,
    reservations: [CANOPY_BOOKED],
    quoteListsReservations: true,
    ...options,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <CartWithActivities />
    </QueryClientProvider>,
  );
  return api;
}

/** The cart's canopy line (the activities section has a canopy card of the same name). */
async function canopyLine() {
  const counter = await screen.findByRole("spinbutton", { name: "Cantidad de Canopy" });
  await waitFor(() => expect(counter).toBeEnabled());
  const line = counter.closest("li");
  if (!(line instanceof HTMLElement)) throw new Error("the canopy counter is not in a cart line");
  return within(line);
}

function quotePuts(api: ReturnType<typeof fakeActivitiesApi>) {
  return api.calls.filter((call) => call.method === "PUT" && call.path.startsWith("/api/ecommerce/quotes"));
}

beforeEach(async () => {
  await resetSite();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the cart's activity lines", () => {
  it("change the booking's count through the activity call, keeping its date and slot", async () => {
    const api = openCart();
    const line = await canopyLine();
    expect(line.getByText("$2,000.00")).toBeInTheDocument();

    fireEvent.click(line.getByRole("button", { name: "Uno más: Canopy" }));
    await waitFor(() => expect(api.bookings()).toHaveLength(1));
    expect(api.bookings()[0]?.body).toEqual({
      type: "CANOPY_TOUR",
      visitActivityScheduleId: "103",
      quantity: 3,
      hours: null,
      visitDate: "2027-03-13",
      quoteId: QUOTE_ID,
    });
    // The server's answer is the line: 3 places, $3,000; the quote update is not used for activities.
    expect(await line.findByText("$3,000.00")).toBeInTheDocument();
    expect(line.getByRole("spinbutton")).toHaveValue(3);
    expect(quotePuts(api)).toEqual([]);
    // The canopy card follows the booking changed from the cart.
    const card = within(await screen.findByRole("article", { name: "Canopy" }));
    await waitFor(() => expect(card.getByRole("spinbutton")).toHaveValue(3));
    expect(card.getByText("En tu carrito: sáb 13 de mar, 12:00pm")).toBeInTheDocument();
    expect(api.bookings()).toHaveLength(1);
  });

  it("remove the booking at quantity 0 and with the delete button after its confirmation", async () => {
    const api = openCart();
    const line = await canopyLine();
    fireEvent.click(line.getByRole("button", { name: "Eliminar Canopy" }));
    const dialog = within(await screen.findByRole("alertdialog", { name: "Eliminar producto" }));
    fireEvent.click(dialog.getByRole("button", { name: "Eliminar" }));
    await waitFor(() => expect(api.bookings()).toHaveLength(1));
    expect(api.bookings()[0]?.body).toMatchObject({ visitActivityScheduleId: "103", quantity: 0 });
    await waitFor(() => expect(screen.queryByRole("spinbutton", { name: "Cantidad de Canopy" })).toBeNull());
    expect(api.quote().products.canopyPasses).toBe(0);
    expect(quotePuts(api)).toEqual([]);
  });

  it("remove the booking when the counter reaches 0", async () => {
    const api = openCart();
    const line = await canopyLine();
    fireEvent.change(line.getByRole("spinbutton"), { target: { value: "0" } });
    await waitFor(() => expect(api.bookings()).toHaveLength(1));
    expect(api.bookings()[0]?.body).toMatchObject({ quantity: 0, visitDate: "2027-03-13" });
    await waitFor(() => expect(screen.queryByRole("spinbutton", { name: "Cantidad de Canopy" })).toBeNull());
  });

  it("show the spec's message and the booked count again when the slot cannot take more", async () => {
    // Other visitors hold 9 of the 12 places at 12:00: the quote's 2 can become 3, not 4.
    const api = openCart({ taken: { "103/2027-03-13": 9 } });
    const line = await canopyLine();
    fireEvent.change(line.getByRole("spinbutton"), { target: { value: "4" } });
    expect(await line.findByRole("alert")).toHaveTextContent(
      "No hay disponibilidad en la fecha seleccionada.",
    );
    expect(api.bookings()).toHaveLength(1);
    await waitFor(() => expect(line.getByRole("spinbutton")).toHaveValue(2));
    expect(line.getByText("$2,000.00")).toBeInTheDocument();
  });
});
