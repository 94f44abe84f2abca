import { render } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { HydrationDone } from "../app/layout/hydration-done.tsx";
import { keepLiveStructuredData, LiveStructuredData } from "../app/layout/live-structured-data.tsx";

const OFFER = '{"@context":"https://schema.org","@type":"Campground","name":"Ensenada Park"}';

/** The server's HTML for `path`: its head with the live script, as apps/api writes it, then kept. */
function servedAt(path: string) {
  window.history.replaceState(null, "", path);
  const script = document.createElement("script");
  script.type = "application/ld+json";
  script.setAttribute("data-live", "");
  script.textContent = OFFER;
  document.head.append(script);
  keepLiveStructuredData();
  // Hydration drops what the app did not render in the head.
  script.remove();
}

function appAt(path: string) {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <>
          <HydrationDone />
          <LiveStructuredData />
        </>
      ),
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const liveScripts = () => [...document.querySelectorAll('script[type="application/ld+json"]')];

afterEach(() => {
  window.history.replaceState(null, "", "/");
});

describe("the structured data the server wrote from the database (lodging offers, events, vacancies)", () => {
  it("is rendered again after hydration, as the server wrote it, on the page that brought it", async () => {
    servedAt("/product-lodging/basic-cabins");
    const { unmount } = appAt("/product-lodging/basic-cabins");
    await expect.poll(() => liveScripts().map((script) => script.textContent)).toEqual([OFFER]);
    unmount();
  });

  it("is not carried to another page", async () => {
    servedAt("/product-lodging/basic-cabins");
    const { unmount } = appAt("/prices");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(liveScripts()).toEqual([]);
    unmount();
  });
});
