import type { StaffRole } from "@park/domain/office-staff/staff-roles.ts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { activitiesChart, arrivalsChart, salesChart } from "../src/features/office/dashboard/chart-data.ts";
import { datasetOf } from "../src/features/office/dashboard/components/bar-chart.tsx";
import DashboardPage from "../src/features/office/dashboard/components/dashboard-page.tsx";
import { panelsOf } from "../src/features/office/dashboard/dashboard-panels.ts";
import { loadOfficeSession, startSignedOut } from "../src/features/office/shell/office-session.ts";
import { i18n } from "../src/shared/i18n/i18n.ts";
import "../src/shared/i18n/office-texts.ts";
import { ARRIVALS, OCCUPANCY, SALES } from "./office-dashboard-fixtures.ts";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The API as the role meets it: the session, and each dashboard call answered or refused. */
function fakeApi(role: StaffRole, answers: Record<string, () => Response | Promise<Response>>) {
  const asked: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const path = url.split("?")[0] ?? url;
      if (path === "/api/office/session")
        return json({ staff: { id: "s1", email: "ana@park.test", name: "Ana", role }, csrfToken: "t" });
      asked.push(path);
      const answer = answers[path];
      return answer ? answer() : json({ error: "not_found", message: "No existe" }, 404);
    }),
  );
  return asked;
}

async function renderDashboard() {
  await loadOfficeSession();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ALL_ANSWERS = {
  "/api/office/dashboard/arrivals": () => json(ARRIVALS),
  "/api/office/dashboard/occupancy": () => json(OCCUPANCY),
  "/api/office/dashboard/sales": () => json(SALES),
};

beforeAll(() => i18n.loadTexts("en"));
beforeEach(() => {
  // jsdom draws no canvas: the charts stay empty places, their tables and figures are what is checked.
  vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
});
afterEach(() => {
  startSignedOut();
  vi.restoreAllMocks();
});

describe("the dashboard's panels per role", () => {
  it("follow the API's roles: the gate who comes and who is in, the desk and admin all, HR none", () => {
    expect([...panelsOf("gate")]).toEqual(["inPark", "arrivals"]);
    expect([...panelsOf("front_desk")]).toEqual([
      "inPark",
      "arrivals",
      "lodging",
      "activities",
      "sales",
      "awaiting",
    ]);
    expect([...panelsOf("admin")]).toEqual([...panelsOf("front_desk")]);
    expect(panelsOf("hr").size).toBe(0);
  });
});

describe("the dashboard page", () => {
  it("shows the gate who is in and who comes, and asks only the call the gate may make", async () => {
    const asked = fakeApi("gate", ALL_ANSWERS);
    await renderDashboard();
    const inPark = await screen.findByRole("region", { name: "En el parque ahora" });
    expect((await within(inPark).findByText("Personas en el parque")).nextSibling).toHaveTextContent("15");
    expect(within(inPark).getByText("5 de 9")).toBeInTheDocument();
    const arrivals = screen.getByRole("region", { name: "Llegadas contra la capacidad" });
    expect(within(arrivals).getByText("44 de 1200")).toBeInTheDocument();
    expect(within(arrivals).getByText("10 (sin límite)")).toBeInTheDocument();
    expect(within(arrivals).getByRole("table").querySelectorAll("tbody tr")).toHaveLength(2);
    expect(screen.queryByRole("region", { name: "Hospedaje por noche" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Ventas de los últimos 90 días" })).toBeNull();
    expect(asked).toEqual(["/api/office/dashboard/arrivals"]);
  });

  it("gives the desk money in pesos with the dollar share, and lodging of the 37 units", async () => {
    fakeApi("front_desk", ALL_ANSWERS);
    await renderDashboard();
    const sales = await screen.findByRole("region", { name: "Ventas de los últimos 90 días" });
    expect((await within(sales).findByText("Ventas", { selector: "dt" })).nextSibling).toHaveTextContent(
      "$12,500.00 MXN",
    );
    expect(within(sales).getByText("Parte cobrada en dólares").nextSibling).toHaveTextContent("20");
    expect(within(sales).getByText("Cobrado en dólares", { selector: "dt" }).nextSibling).toHaveTextContent(
      "$125.00 USD",
    );
    expect(
      within(sales)
        .getByRole("table", { name: /Ventas de cada día/ })
        .querySelectorAll("tbody tr"),
    ).toHaveLength(2);
    const lodging = await screen.findByRole("region", { name: "Hospedaje por noche" });
    expect(await within(lodging).findByText("31 de 37")).toBeInTheDocument();
    const awaiting = screen.getByRole("region", { name: "Por cobrar" });
    expect(within(awaiting).getByText("$3,000.00 MXN")).toBeInTheDocument();
    const activities = screen.getByRole("region", { name: "Lugares de actividades" });
    expect(within(activities).getByRole("link", { name: /Manifiesto de Canopy 10:00/ })).toHaveAttribute(
      "href",
      "/office/reports/manifest?date=2026-11-22&scheduleId=7",
    );
  });

  it("leaves out a panel whose call is refused (a role changed since signing in), not a broken one", async () => {
    fakeApi("front_desk", {
      ...ALL_ANSWERS,
      "/api/office/dashboard/sales": () => json({ error: "staff_role_forbidden", message: "Prohibido" }, 403),
    });
    await renderDashboard();
    await screen.findByRole("region", { name: "Hospedaje por noche" });
    await vi.waitFor(() =>
      expect(screen.queryByRole("region", { name: "Ventas de los últimos 90 días" })).toBeNull(),
    );
    expect(screen.queryByText("Prohibido")).toBeNull();
    expect(screen.queryByRole("region", { name: "Por cobrar" })).toBeNull();
  });

  it("says in English when a panel cannot be read, with a retry", async () => {
    await i18n.changeLanguage("en");
    fakeApi("gate", { "/api/office/dashboard/arrivals": () => Promise.reject(new TypeError("offline")) });
    await renderDashboard();
    const inPark = await screen.findByRole("region", { name: "In the park now" });
    expect(await within(inPark).findByRole("alert")).toHaveTextContent(
      i18n.t("errors.network", { lng: "en" }),
    );
    expect(within(inPark).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("the charts' figures", () => {
  const t = (key: string) => i18n.t(key, { lng: "es" });

  it("draw refunds below the line, in pesos", () => {
    const chart = salesChart(SALES, t, "es");
    expect(chart.labels).toHaveLength(2);
    expect(chart.series.map((series) => series.values)).toEqual([
      [0, 12_500],
      [-0, -500],
    ]);
  });

  it("stack each slot's places sold, held and left", () => {
    const slots = OCCUPANCY.activities[1]?.slots ?? [];
    const chart = activitiesChart(slots, t);
    expect(chart.labels).toEqual(["Canopy 10:00"]);
    expect(chart.series.map((series) => series.values)).toEqual([[2], [1], [9]]);
  });

  it("draw the DAY and NIGHT limits each at its own height, never one on top of the other", () => {
    const datasets = arrivalsChart(ARRIVALS, t, "es").series.map(datasetOf);
    const lines = datasets.filter((dataset) => dataset.type === "line");
    expect(lines.map((line) => line.data)).toEqual([
      ARRIVALS.days.map((day) => day.DAY.limit),
      ARRIVALS.days.map((day) => day.NIGHT.limit),
    ]);
    // Chart.js adds up the datasets of one stack on a stacked axis: a limit must share its stack with nothing.
    const stacks = datasets.map((dataset) => dataset.stack);
    for (const line of lines) expect(stacks.filter((stack) => stack === line.stack)).toHaveLength(1);
  });
});
