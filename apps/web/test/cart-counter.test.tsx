import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Counter } from "../src/shared/ui/counter.tsx";
import { resetSite } from "./reset.ts";

beforeEach(async () => {
  await resetSite();
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

function renderCounter(value = 2, limits = { min: 1, max: 12 }) {
  const onCommit = vi.fn();
  render(
    <Counter
      value={value}
      limits={limits}
      label="Cantidad de Paseo a caballo"
      subject="Paseo a caballo"
      onCommit={onCommit}
    />,
  );
  return onCommit;
}

describe("cart counter", () => {
  it("shows each step at once and sends the last value 300 ms after the last edit", () => {
    const onCommit = renderCounter();
    const plus = screen.getByRole("button", { name: "Uno más: Paseo a caballo" });
    fireEvent.click(plus);
    vi.advanceTimersByTime(200);
    fireEvent.click(plus);
    vi.advanceTimersByTime(200);
    fireEvent.click(plus);
    expect(screen.getByRole("spinbutton", { name: "Cantidad de Paseo a caballo" })).toHaveValue(5);
    vi.advanceTimersByTime(299);
    expect(onCommit).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(5);
  });

  it("snaps a typed value into the limits and rounds it", () => {
    const onCommit = renderCounter();
    const field = screen.getByRole("spinbutton", { name: "Cantidad de Paseo a caballo" });
    fireEvent.change(field, { target: { value: "40" } });
    vi.advanceTimersByTime(300);
    expect(onCommit).toHaveBeenLastCalledWith(12);
    fireEvent.change(field, { target: { value: "3.6" } });
    vi.advanceTimersByTime(300);
    expect(onCommit).toHaveBeenLastCalledWith(4);
    fireEvent.change(field, { target: { value: "" } });
    vi.advanceTimersByTime(300);
    // An emptied field means the minimum.
    expect(onCommit).toHaveBeenLastCalledWith(1);
  });

  it("disables minus at the minimum and plus at the maximum, which a click reaches", () => {
    renderCounter(1, { min: 1, max: 12 });
    expect(screen.getByRole("button", { name: "Uno menos: Paseo a caballo" })).toBeDisabled();
    fireEvent.change(screen.getByRole("spinbutton"), { target: { value: "11" } });
    expect(screen.getByRole("button", { name: "Uno más: Paseo a caballo" })).toBeEnabled();
    fireEvent.click(screen.getByRole("button", { name: "Uno más: Paseo a caballo" }));
    expect(screen.getByRole("spinbutton")).toHaveValue(12);
    expect(screen.getByRole("button", { name: "Uno más: Paseo a caballo" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Uno menos: Paseo a caballo" })).toBeEnabled();
  });
});
