import { act, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { openedOnce } from "../src/shared/overlays/opened-once.tsx";

type BodyProps = { open: boolean; label: string };

/**
 * A dialog body loaded apart (decision 0057): nothing of it is drawn, nor its module awaited, before it
 * first opens; after that it stays mounted, closed, so it can animate out and give the focus back.
 */
describe("openedOnce", () => {
  function setUp() {
    const load = vi.fn(async () => ({
      default: ({ open, label }: BodyProps) => <p data-open={String(open)}>{label}</p>,
    }));
    const Dialog = openedOnce<BodyProps>(load);
    let setOpen: (open: boolean) => void = () => {};
    function Page() {
      const [open, set] = useState(false);
      setOpen = set;
      return <Dialog open={open} label="¿Quitar la cabaña?" />;
    }
    render(<Page />);
    return { load, Dialog, open: (value: boolean) => act(() => setOpen(value)) };
  }

  it("draws nothing until it first opens, and fetches its module once the page is idle", async () => {
    const { load } = setUp();
    expect(screen.queryByText("¿Quitar la cabaña?")).toBeNull();
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    expect(screen.queryByText("¿Quitar la cabaña?")).toBeNull();
  });

  it("fetches its body once: preload, the idle fetch and the opening share it", async () => {
    const { load, Dialog, open } = setUp();
    await Dialog.preload();
    open(true);
    expect((await screen.findByText("¿Quitar la cabaña?")).dataset.open).toBe("true");
    // Past the idle fetch: jsdom has no idle callback, so it is a 200 ms timer.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("shows the body when opened and keeps it, closed, after", async () => {
    const { open } = setUp();
    open(true);
    expect((await screen.findByText("¿Quitar la cabaña?")).dataset.open).toBe("true");
    open(false);
    await vi.waitFor(() => expect(screen.getByText("¿Quitar la cabaña?").dataset.open).toBe("false"));
  });
});
