import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import type { PricesData } from "../src/features/prices/hooks/use-prices.ts";
import { YearCalendar } from "../src/shared/prices-calendar/year-calendar.tsx";
import { resetSite } from "./reset.ts";

const prices = (color: "BLACK" | "BLUE" | "RED" | "YELLOW", dayPassPrice: number) => ({
  color,
  dayPassPrice,
  campingPassPrice: 250,
  campingNightPrice: 300,
  canopyPrice: 1000,
  cabinPrice: 2000,
  tipiPrice: 650,
  lakeVillagePrice: 2000,
  superiorCabinPrice: 650,
  horsebackRidingPrice: 700,
});

const DATA: PricesData = {
  today: "2027-03-10",
  year: 2027,
  byDate: new Map([
    ["2027-03-10", prices("BLUE", 340)],
    ["2027-03-11", prices("YELLOW", 180)],
  ]),
  tariffs: {},
  activities: null,
};

function day(date: string): HTMLElement {
  const button = document.querySelector<HTMLElement>(`[data-price-day="${date}"]`);
  if (!button) throw new Error(`no day ${date}`);
  return button;
}

beforeEach(async () => {
  await resetSite();
});

/** The calendar with all twelve months drawn (they are drawn one per task). */
async function renderCalendar(data: PricesData = DATA) {
  const view = render(<YearCalendar data={data} />);
  await waitFor(() => expect(screen.getAllByRole("table")).toHaveLength(12));
  return view;
}

describe("the prices calendar", () => {
  it("draws the months one per task, so no task draws more than a month", async () => {
    render(<YearCalendar data={DATA} />);
    expect(screen.getAllByRole("table")).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole("table")).toHaveLength(12));
    expect(screen.getAllByRole("table").map((table) => table.querySelector("caption")?.textContent)).toEqual([
      "Enero",
      "Febrero",
      "Marzo",
      "Abril",
      "Mayo",
      "Junio",
      "Julio",
      "Agosto",
      "Septiembre",
      "Octubre",
      "Noviembre",
      "Diciembre",
    ]);
  });

  it("draws twelve months from Monday with today as the only tab stop", async () => {
    await renderCalendar();
    const march = screen.getByRole("table", { name: "Marzo" });
    expect(within(march).getAllByRole("columnheader")[0]).toHaveAttribute("abbr", "lunes");
    expect(day("2027-03-10")).toHaveAttribute("tabindex", "0");
    expect(day("2027-03-10")).toHaveAttribute("aria-current", "date");
    expect(document.querySelectorAll('[data-price-day][tabindex="0"]')).toHaveLength(1);
  });

  it("moves by day and week with the arrows and opens a day's colour and prices with Enter", async () => {
    await renderCalendar();
    day("2027-03-10").focus();
    fireEvent.keyDown(day("2027-03-10"), { key: "ArrowUp" });
    expect(day("2027-03-03")).toHaveFocus();
    fireEvent.keyDown(day("2027-03-03"), { key: "ArrowDown" });
    fireEvent.keyDown(day("2027-03-10"), { key: "ArrowRight" });
    expect(day("2027-03-11")).toHaveFocus();
    fireEvent.click(day("2027-03-11"));
    const popover = screen.getByRole("dialog", { name: "jueves, 11 de marzo de 2027" });
    expect(popover).toHaveFocus();
    expect(popover).toHaveTextContent("Tarifa amarilla · 55% de descuento");
    expect(popover).toHaveTextContent("Pase de día (por persona)$180.00 MXN");
    expect(popover).toHaveTextContent(
      "En los días amarillos todas las albercas y el tobogán están cerrados.",
    );
  });

  it("closes with Escape and gives focus back to the day", async () => {
    await renderCalendar();
    fireEvent.click(day("2027-03-10"));
    const popover = screen.getByRole("dialog");
    expect(popover).toHaveTextContent("Tarifa azul · 15% de descuento");
    fireEvent.keyDown(popover, { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await Promise.resolve();
    expect(day("2027-03-10")).toHaveFocus();
  });

  it("says a day without a tariff has no prices on sale", async () => {
    await renderCalendar();
    expect(day("2027-03-12")).toHaveAccessibleName("viernes, 12 de marzo de 2027, sin precio");
    fireEvent.click(day("2027-03-12"));
    expect(screen.getByRole("dialog")).toHaveTextContent("Este día no tiene precios a la venta.");
  });
});
