import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ReportRangeForm } from "../src/features/office/reports/components/report-range-form.tsx";
import { monthSoFar, rangeOfParams } from "../src/features/office/reports/report-range.ts";
import { i18n } from "../src/shared/i18n/i18n.ts";
import "../src/shared/i18n/office-texts.ts";

describe("the reports' range", () => {
  it("is the one the address keeps, so a reload shows the same report", () => {
    expect(rangeOfParams(new URLSearchParams("from=2026-10-01&to=2026-10-31"), "2026-11-22")).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
    });
  });

  it("is this month so far until one is chosen, or when the address holds no dates", () => {
    expect(monthSoFar("2026-11-22")).toEqual({ from: "2026-11-01", to: "2026-11-22" });
    expect(rangeOfParams(new URLSearchParams(""), "2026-11-22")).toEqual(monthSoFar("2026-11-22"));
    expect(rangeOfParams(new URLSearchParams("from=ayer&to=2026-11-22"), "2026-11-22")).toEqual(
      monthSoFar("2026-11-22"),
    );
  });
});

describe("the range form", () => {
  function renderForm() {
    const onShow = vi.fn();
    const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
    render(<ReportRangeForm range={{ from: "2026-11-01", to: "2026-11-22" }} t={t} onShow={onShow} />);
    return onShow;
  }

  it("refuses a reversed or too long range with the API's own rule, in the office's words", async () => {
    const onShow = renderForm();
    fireEvent.change(screen.getByLabelText("Desde"), { target: { value: "2026-11-23" } });
    fireEvent.click(screen.getByRole("button", { name: "Mostrar" }));
    expect(await screen.findByText("La fecha final va antes de la inicial.")).toBeInTheDocument();
    expect(screen.getByLabelText("Hasta")).toHaveAttribute("aria-invalid", "true");

    fireEvent.change(screen.getByLabelText("Desde"), { target: { value: "2025-01-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Mostrar" }));
    expect(await screen.findByText("El periodo puede tener hasta 366 días.")).toBeInTheDocument();
    expect(onShow).not.toHaveBeenCalled();
  });

  it("asks for both dates, and shows a range in order", async () => {
    const onShow = renderForm();
    fireEvent.change(screen.getByLabelText("Hasta"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Mostrar" }));
    expect(await screen.findByText("Elija una fecha.")).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText("Hasta"), { target: { value: "2026-11-15" } });
    fireEvent.click(screen.getByRole("button", { name: "Mostrar" }));
    await vi.waitFor(() => expect(onShow).toHaveBeenCalledWith({ from: "2026-11-01", to: "2026-11-15" }));
  });
});
