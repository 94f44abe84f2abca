import { act } from "preact/test-utils";
import { renderToString } from "preact-render-to-string";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { beginHydrationTurns, HydrationTurn, releaseHydrationTurns } from "./hydration-turns.tsx";
import { languageRestoreReady } from "./language-pending.ts";

const clicked: string[] = [];

function Page() {
  return (
    <div>
      <p id="frame">frame</p>
      <HydrationTurn>
        <header>
          <button type="button" onClick={() => clicked.push("menu")}>
            Menu
          </button>
        </header>
      </HydrationTurn>
      <HydrationTurn>
        <main>
          <h1>Canopy</h1>
          <button type="button" onClick={() => clicked.push("add")}>
            Add
          </button>
        </main>
      </HydrationTurn>
    </div>
  );
}

/** The page as the prerender writes it, in a container of the document. */
function prerendered(): HTMLElement {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return container;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  clicked.length = 0;
  document.body.innerHTML = "";
  vi.useRealTimers();
});

describe("hydration in turns", () => {
  it("prerenders every part as it is", () => {
    const html = renderToString(<Page />);
    expect(html).toContain("<header><button");
    expect(html).toContain("<main><h1>Canopy</h1>");
  });

  it("hydrates the frame first and then each part in a task of its own, in order, keeping the prerendered elements", async () => {
    const container = prerendered();
    const header = container.querySelector("header");
    const main = container.querySelector("main");
    const [menu, add] = container.querySelectorAll("button");

    beginHydrationTurns();
    hydrateRoot(container, <Page />);
    releaseHydrationTurns();

    // The frame is hydrated; the parts are still the prerendered HTML, not listening yet.
    menu?.click();
    add?.click();
    expect(clicked).toEqual([]);

    await act(nextTask);
    menu?.click();
    add?.click();
    expect(clicked).toEqual(["menu"]);

    await act(nextTask);
    add?.click();
    expect(clicked).toEqual(["menu", "add"]);

    // Nothing was built again: the same elements, nothing added.
    expect(container.querySelector("header")).toBe(header);
    expect(container.querySelector("main")).toBe(main);
    expect(container.querySelectorAll("header, main, button")).toHaveLength(4);
  });

  it("holds the visitor's language until every part is hydrated", async () => {
    const container = prerendered();
    beginHydrationTurns();
    hydrateRoot(container, <Page />);
    let ready = false;
    const restore = languageRestoreReady().then(() => {
      ready = true;
    });
    releaseHydrationTurns();
    await act(nextTask);
    expect(ready).toBe(false);
    await act(async () => {
      await restore;
    });
    expect(ready).toBe(true);
    container.querySelector<HTMLButtonElement>("main button")?.click();
    expect(clicked).toEqual(["add"]);
  });

  it("renders the parts at once outside a page's first hydration (navigations, tests)", () => {
    const container = document.createElement("div");
    document.body.append(container);
    act(() => {
      hydrateRoot(container, <Page />);
    });
    container.querySelector<HTMLButtonElement>("main button")?.click();
    expect(clicked).toEqual(["add"]);
  });
});
