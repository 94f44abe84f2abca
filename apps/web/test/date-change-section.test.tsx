import { type DateChange, dateChangeSchema } from "@park/domain/date-change/date-change-schemas.ts";
import { parkDate } from "@park/domain/dates.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DateChangeSection } from "../src/features/date-change/components/date-change-section.tsx";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { paidOrder } from "./order-fake-api.ts";
import { resetSite } from "./reset.ts";

/** A camping visit for two, 12 to 14 March 2027 (the order page's paid order). */
const ORDER = paidOrder();

type Answer = { status?: number; body: unknown };

/**
 * The date change calls at the fetch edge, answered as the API answers (the change parsed with the
 * domain's schema); every call is recorded with its body.
 */
function fakeDateChangeApi(answers: { offer: Answer; start?: Answer }) {
  const calls: { path: string; body: unknown }[] = [];
  const json = ({ status = 200, body }: Answer) =>
    new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://park.test").pathname;
      calls.push({ path, body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined });
      if (path === "/auth/visitor") return json({ body: { token: "visitor-token", expiresIn: 7200 } });
      if (path === `/api/ecommerce/quotes/${ORDER.id}/date-change/offer`) return json(answers.offer);
      if (path === `/api/ecommerce/quotes/${ORDER.id}/date-changes` && answers.start)
        return json(answers.start);
      return json({ status: 404, body: { error: "not_found", message: "No encontramos lo que busca" } });
    }),
  );
  return calls;
}

function applied(overrides: Partial<DateChange> = {}): DateChange {
  return dateChangeSchema.parse({
    id: "5b0c7c44-52ba-4d0b-a2c0-6a4a1f1b1a55",
    code: ORDER.code,
    status: "APPLIED",
    arrivalDate: "2027-03-16",
    departureDate: "2027-03-18",
    fromArrivalDate: "2027-03-12",
    fromDepartureDate: "2027-03-14",
    fromTotal: 1600,
    newTotal: 1106,
    difference: 0,
    notRefunded: 494,
    holdExpiresAt: "2027-03-01T18:20:00.000Z",
    failureCode: null,
    ...overrides,
  });
}

function renderSection(order = ORDER) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[`/order/${order.code}`]}>
        <DateChangeSection order={order} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await resetSite();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the order page's date change (issue 14 item 8)", () => {
  it("says a cheaper move is not refunded before confirming it, then announces the new dates", async () => {
    const calls = fakeDateChangeApi({
      offer: {
        body: {
          arrivalDate: "2027-03-16",
          departureDate: "2027-03-18",
          fromTotal: 1600,
          newTotal: 1106,
          difference: 0,
          notRefunded: 494,
        },
      },
      start: { status: 201, body: applied() },
    });
    renderSection();
    fireEvent.click(screen.getByRole("button", { name: "Cambiar las fechas de mi visita" }));
    const arrival = screen.getByLabelText("Nueva llegada");
    expect(arrival).toHaveFocus();
    fireEvent.change(arrival, { target: { value: "2027-03-16" } });
    // The stay keeps its two nights.
    expect(screen.getByLabelText("Nueva salida")).toHaveValue("2027-03-18");
    fireEvent.click(screen.getByRole("button", { name: "Ver el precio de las nuevas fechas" }));

    expect(
      await screen.findByText(
        "Las nuevas fechas cuestan $494.00 MXN menos. La diferencia no se reembolsa (términos y condiciones).",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId("date-change-difference")).toHaveTextContent("$0.00 MXN");
    fireEvent.click(screen.getByRole("button", { name: "Confirmar el cambio de fechas" }));
    const done = await screen.findByRole("status");
    expect(done).toHaveTextContent(/^¡Listo! Tu visita cambió al mar,? 16 (de )?mar/);
    expect(done).toHaveFocus();
    expect(calls.find((call) => call.path.endsWith("/date-changes"))?.body).toEqual({
      arrivalDate: "2027-03-16",
      departureDate: "2027-03-18",
      difference: 0,
    });
  });

  it("announces the server's refusal in the visitor's language and changes nothing", async () => {
    await i18n.changeLanguage("en");
    const calls = fakeDateChangeApi({
      offer: {
        status: 409,
        body: { error: "capacity_full", message: "There is no more room on these dates" },
      },
    });
    renderSection();
    fireEvent.click(screen.getByRole("button", { name: "Change the dates of my visit" }));
    fireEvent.change(screen.getByLabelText("New arrival"), { target: { value: "2027-03-20" } });
    fireEvent.click(screen.getByRole("button", { name: "See the price of the new dates" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("There is no more room on these dates");
    expect(screen.queryByRole("button", { name: /Continue to pay|Confirm the date change/ })).toBeNull();
    expect(calls.some((call) => call.path.endsWith("/date-changes"))).toBe(false);
  });

  it("offers no change inside the 24 hours before arrival, and says why", () => {
    fakeDateChangeApi({ offer: { body: {} } });
    const today = parkDate(new Date());
    renderSection(paidOrder({ visit: { ...ORDER.visit, arrivalDate: today, departureDate: today } }));
    expect(screen.queryByRole("button", { name: "Cambiar las fechas de mi visita" })).toBeNull();
    expect(
      screen.getByText(/Ya no es posible cambiar las fechas: los cambios se hacen hasta 24 horas antes/),
    ).toBeInTheDocument();
  });
});
