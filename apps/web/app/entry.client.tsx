// Library settings that must hold before any module parses data.
import "./zod-without-eval.ts";
import "./preact/react-19-behaviour.ts";
import "./preact/document-element.ts";
import { DEFAULT_LANGUAGE } from "@park/domain/constants.ts";
import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { i18n } from "../src/shared/i18n/i18n.ts";
import { addressLanguage } from "../src/shared/routing/page-language.ts";
import { beginHydrationTurns, releaseHydrationTurns } from "./layout/hydration-turns.tsx";
import { keepLiveStructuredData } from "./layout/live-structured-data.tsx";

/**
 * HydratedRouter suspends its first render until the page's router data is decoded. React waits there;
 * Preact would keep only one node of the suspended page and build the rest again.
 * So the decoding is started and awaited first: HydratedRouter creates its router before any hook, and throws
 * the decoding promise while it runs.
 */
async function routerDataDecoded(): Promise<void> {
  try {
    HydratedRouter({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

/**
 * An English page's HTML is English (`/en/prices`): the first render must be too, so its texts are in before
 * hydration. Should they fail to load, the page hydrates in Spanish rather than never.
 */
function addressTextsLoaded(): Promise<void> {
  const language = addressLanguage(window.location.pathname);
  if (language === null || language === DEFAULT_LANGUAGE) return Promise.resolve();
  return i18n.changeLanguage(language).catch(() => undefined);
}

// React Router's default client entry, plus the settings above, and the page hydrated in turns (a task for
// the router's start, one for the frame, then one per part: hydration-turns.tsx).
Promise.all([routerDataDecoded(), addressTextsLoaded()]).then(async () => {
  await new Promise((resolve) => setTimeout(resolve, 0));
  keepLiveStructuredData();
  beginHydrationTurns();
  // The document's element, not the document: see document-element.ts.
  hydrateRoot(
    document.documentElement,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
  releaseHydrationTurns();
});
