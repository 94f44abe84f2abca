import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from "../src/shared/i18n/language.ts";
import { fakeApi, renderSite, siteAt } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

beforeEach(async () => {
  await resetSite();
  fakeApi();
});

describe("language", () => {
  it("is Spanish on a first visit", async () => {
    renderSite("/prices");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Precios y calendario" }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("es");
    await waitFor(() => expect(document.title).toBe("Precios y calendario | Ensenada Park"));
  });

  it("switches to English from the selector, keeps the choice and sets <html lang>", async () => {
    renderSite("/prices");
    await screen.findByRole("heading", { level: 1 });
    fireEvent.click(screen.getByRole("button", { name: /^Idioma y moneda:/ }));
    const options = await screen.findAllByRole("menuitemradio");
    expect(options.map((option) => option.textContent)).toEqual(["Español · MXN", "English · MXN"]);
    expect(options[0]).toHaveAttribute("aria-checked", "true");

    fireEvent.click(screen.getByRole("menuitemradio", { name: "English · MXN" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Prices and calendar" })).toBeInTheDocument();
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe("en");
    expect(document.documentElement.lang).toBe("en");
    await waitFor(() => expect(document.title).toBe("Prices and calendar | Ensenada Park"));
    expect(screen.getByRole("button", { name: "Get prices" })).toBeInTheDocument();
    // The page moved to its English address: its links lead to the English pages, and back in Spanish.
    const banner = screen.getByRole("banner");
    expect(within(banner).getByRole("link", { name: "Prices" })).toHaveAttribute("href", "/en/prices");
    expect(within(banner).getByRole("link", { name: "Ensenada Park, go to the homepage" })).toHaveAttribute(
      "href",
      "/en",
    );
    expect(within(banner).getByRole("link", { name: "Shopping cart" })).toHaveAttribute("href", "/cart");
  });

  it("applies the stored language after the first (Spanish) render, as after a reload", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    // What prerendering and hydration render: Spanish whatever the visitor stored.
    expect(renderToString(siteAt("/prices"))).toContain("Precios y calendario");

    renderSite("/prices");
    expect(await screen.findByRole("heading", { level: 1, name: "Prices and calendar" })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("en");
    await waitFor(() => expect(document.title).toBe("Prices and calendar | Ensenada Park"));
  });

  it("ignores a stored value that is not one of the languages", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "fr");
    renderSite("/");
    await screen.findByRole("heading", { level: 1, name: "Campamento y parque acuático en Ensenada" });
    expect(document.documentElement.lang).toBe("es");
  });

  it("moves the page title along when the language changes on the same page", async () => {
    renderSite("/product-lodging/indian-village");
    await waitFor(() => expect(document.title).toBe("Aldea de tipis | Ensenada Park"));
    await act(() => chooseLanguage("en"));
    await waitFor(() => expect(document.title).toBe("Teepee village | Ensenada Park"));
  });
});
