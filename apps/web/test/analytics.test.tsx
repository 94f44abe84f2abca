import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { chooseLanguage, LANGUAGE_STORAGE_KEY } from "../src/shared/i18n/language.ts";
import { fakeApi, renderSite } from "./render-site.tsx";
import { resetSite } from "./reset.ts";

beforeEach(async () => {
  await resetSite();
  fakeApi();
});

describe("page views", () => {
  it("creates the data layer and sends one page view per navigation", async () => {
    renderSite("/");
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        {
          event: "page_view",
          page_path: "/",
          page_title: "Ensenada Park | Campamento y parque acuático en Ensenada",
          language: "es",
        },
      ]),
    );

    fireEvent.click(within(screen.getByRole("contentinfo")).getByRole("link", { name: "Eventos" }));
    await screen.findByRole("heading", { level: 1, name: "Eventos" });
    fireEvent.click(
      within(screen.getByRole("contentinfo")).getByRole("link", { name: "Preguntas frecuentes" }),
    );
    await screen.findByRole("heading", { level: 1, name: "Preguntas frecuentes" });

    await waitFor(() => expect(window.dataLayer).toHaveLength(3));
    expect(window.dataLayer?.slice(1)).toEqual([
      { event: "page_view", page_path: "/events", page_title: "Eventos | Ensenada Park", language: "es" },
      {
        event: "page_view",
        page_path: "/faq",
        page_title: "Preguntas frecuentes | Ensenada Park",
        language: "es",
      },
    ]);
  });

  it("does not count a language switch as a page view", async () => {
    renderSite("/events");
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    await act(() => chooseLanguage("en"));
    await screen.findByRole("heading", { level: 1, name: "Events" });
    expect(window.dataLayer).toHaveLength(1);
  });

  it("adds to a data layer the tag manager already created", async () => {
    const existing: unknown[] = [{ "gtm.start": 1 }];
    window.dataLayer = existing;
    renderSite("/terms");
    await waitFor(() => expect(existing).toHaveLength(2));
    expect(existing[1]).toMatchObject({ event: "page_view", page_path: "/terms" });
  });

  it("reports the first view in the visitor's stored language, once, at its address in that language", async () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, "en");
    renderSite("/contact");
    await screen.findByRole("heading", { level: 1, name: "Contact" });
    await waitFor(() =>
      expect(window.dataLayer).toEqual([
        {
          event: "page_view",
          page_path: "/en/contact",
          page_title: "Contact | Ensenada Park",
          language: "en",
        },
      ]),
    );
  });

  it("counts a redirected unknown path as one view of the homepage", async () => {
    renderSite("/old/link");
    await screen.findByRole("heading", { level: 1, name: "Campamento y parque acuático en Ensenada" });
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(window.dataLayer?.[0]).toMatchObject({ page_path: "/" });
  });
});
