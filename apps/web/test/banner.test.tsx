import { BANNER_COLLAPSE_PX } from "@park/domain/constants.ts";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { activeBannerFor } from "../app/layout/banner/active-banner.ts";
import type { Banner } from "../app/layout/banner/use-banners.ts";
import BannerMarkdown from "../src/shared/banner/banner-markdown.tsx";
import { chooseLanguage } from "../src/shared/i18n/language.ts";
import { fakeApi, renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

const BANNERS: Banner[] = [
  { name: "BANNER_ES", active: true, content: "**Aviso:** el parque abre a las 7:30.", color: "orange" },
  { name: "BANNER_EN", active: true, content: "**Notice:** the park opens at 7:30.", color: "blue" },
];

/** jsdom lays nothing out: give the banner's content the height a browser would measure. */
function contentHeight(px: number) {
  vi.spyOn(HTMLElement.prototype, "scrollHeight", "get").mockReturnValue(px);
}

beforeAll(async () => {
  // The markdown renderer is a lazy chunk; transforming it the first time can outlast findBy's wait.
  await import("../src/shared/banner/banner-markdown.tsx");
});

beforeEach(async () => {
  await resetSite();
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("activeBannerFor", () => {
  it("picks the banner of the language, only when active", () => {
    expect(activeBannerFor(BANNERS, "es")?.name).toBe("BANNER_ES");
    expect(activeBannerFor(BANNERS, "en")?.name).toBe("BANNER_EN");
    const englishOff = BANNERS.map((banner) => ({ ...banner, active: banner.name === "BANNER_ES" }));
    expect(activeBannerFor(englishOff, "en")).toBeUndefined();
    expect(activeBannerFor(englishOff, "es")?.name).toBe("BANNER_ES");
  });
});

describe("banner markdown", () => {
  it("renders emphasis, links and lists as markup", () => {
    const { container } = render(
      <BannerMarkdown
        content={"**Abierto** hoy.\n\nVer el [calendario](/prices).\n\n- Albercas\n- Tirolesa"}
      />,
    );
    expect(screen.getByText("Abierto")).toContainHTML("<strong>Abierto</strong>");
    expect(screen.getByRole("link", { name: "calendario" })).toHaveAttribute("href", "/prices");
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(["Albercas", "Tirolesa"]);
    expect(container.firstElementChild?.tagName).toBe("P");
  });

  it("keeps raw HTML as text, so staff text cannot inject markup", () => {
    const { container } = render(
      <BannerMarkdown content={'Hola <img src="x" onerror="alert(1)"> <b>fin</b>'} />,
    );
    expect(container.querySelector("img, b")).toBeNull();
    expect(container.textContent).toContain('<img src="x" onerror="alert(1)">');
  });

  it("drops script addresses from links", () => {
    const { container } = render(
      <BannerMarkdown
        content={"[uno](javascript:alert(1)) [dos](data:text/html,<script>) [tres](https://example.com)"}
      />,
    );
    const hrefs = [...container.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([null, null, "https://example.com"]);
  });
});

describe("site banner", () => {
  it("shows the Spanish banner as markdown, then the English one after switching language", async () => {
    fakeApi({ banners: BANNERS });
    renderSite("/");
    const region = await screen.findByRole("region", { name: "Aviso del parque" });
    expect(await screen.findByText("Aviso:")).toContainHTML("<strong>Aviso:</strong>");
    expect(region).toHaveClass("bg-orange-300");
    expect(screen.queryByText(/Notice:/)).not.toBeInTheDocument();

    await act(() => chooseLanguage("en"));
    const englishRegion = await screen.findByRole("region", { name: "Park notice" });
    expect(await screen.findByText("Notice:")).toBeInTheDocument();
    expect(englishRegion).toHaveClass("bg-lake-700");
    expect(screen.queryByText("Aviso:")).not.toBeInTheDocument();
  });

  it("shows nothing when the banner of the current language is inactive", async () => {
    const fetchMock = fakeApi({ banners: BANNERS.map((banner) => ({ ...banner, active: false })) });
    renderSite("/");
    await screen.findByRole("heading", { level: 1 });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/core/banners", expect.anything()));
    expect(screen.queryByRole("region", { name: "Aviso del parque" })).not.toBeInTheDocument();
  });

  it("collapses a banner taller than 182 px to its first line, with see more / see less", async () => {
    contentHeight(BANNER_COLLAPSE_PX + 1);
    fakeApi({ banners: BANNERS });
    renderSite("/");
    const toggle = await screen.findByRole("button", { name: "Ver más" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const content = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(content).toHaveClass("max-h-6", "overflow-hidden");

    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("Ver menos");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(content).not.toHaveClass("max-h-6");

    fireEvent.click(toggle);
    expect(toggle).toHaveAccessibleName("Ver más");
    expect(content).toHaveClass("max-h-6");
  });

  it("lets the visitor hide the notice for the rest of the visit, until its text changes (issue 30)", async () => {
    fakeApi({ banners: BANNERS });
    const { unmount } = renderSite("/");
    const hide = await screen.findByRole("button", { name: "Ocultar el aviso" });
    fireEvent.click(hide);
    expect(screen.queryByRole("region", { name: "Aviso del parque" })).not.toBeInTheDocument();
    expect(document.activeElement).toBe(document.getElementById("main-content"));
    expect(document.documentElement.style.getPropertyValue("--banner-height")).toBe("");
    unmount();

    // The next page of the visit: still hidden.
    const fetchMock = fakeApi({ banners: BANNERS });
    const second = renderSite("/");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith("/api/core/banners", expect.anything()));
    await screen.findByRole("heading", { level: 1 });
    expect(screen.queryByRole("region", { name: "Aviso del parque" })).not.toBeInTheDocument();
    second.unmount();

    // Staff write a new notice: it shows again, and hides in English too.
    fakeApi({ banners: BANNERS.map((banner) => ({ ...banner, content: `${banner.content} ¡Nuevo!` })) });
    renderSite("/");
    expect(await screen.findByRole("region", { name: "Aviso del parque" })).toBeInTheDocument();
    await act(() => chooseLanguage("en"));
    fireEvent.click(await screen.findByRole("button", { name: "Hide the notice" }));
    expect(screen.queryByRole("region", { name: "Park notice" })).not.toBeInTheDocument();
  });

  it("shows a banner up to 182 px whole, without a toggle", async () => {
    contentHeight(BANNER_COLLAPSE_PX);
    fakeApi({ banners: BANNERS });
    renderSite("/");
    await screen.findByText("Aviso:");
    expect(screen.queryByRole("button", { name: "Ver más" })).not.toBeInTheDocument();
  });
});
