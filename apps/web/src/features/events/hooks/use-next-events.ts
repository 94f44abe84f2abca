import type { Language } from "@park/domain/constants.ts";
import type { EventDto } from "@park/domain/content/park-event-dto.ts";
import { useEffect, useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { nextEventsRead } from "../api/early-event-reads.ts";

export type EventsState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; events: EventDto[] };

/**
 * The upcoming events in the language shown, read after hydration (the prerendered page shows the loading
 * state, so hydration always agrees) and again when the visitor switches language or asks to retry.
 */
export function useNextEvents(): { state: EventsState; retry: () => void } {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ language: Language; attempt: number; state: EventsState } | null>(
    null,
  );

  useEffect(() => {
    let current = true;
    // The first read was started by the page's module (early-event-reads.ts); a retry reads again.
    nextEventsRead(language, attempt > 0).then(
      (events) => current && setLoaded({ language, attempt, state: { status: "ready", events } }),
      () => current && setLoaded({ language, attempt, state: { status: "error" } }),
    );
    return () => {
      current = false;
    };
  }, [language, attempt]);

  const fresh = loaded && loaded.language === language && loaded.attempt === attempt;
  return { state: fresh ? loaded.state : { status: "loading" }, retry: () => setAttempt((n) => n + 1) };
}
