// First: the events API's schemas are in this page's first load, and zod must find jitless set before its
// first check, or it tries eval, which the CSP refuses (the route's modules may run before entry.client's).
import "../zod-without-eval.ts";
import { DEFAULT_LANGUAGE } from "@park/domain/constants.ts";
import { startEarlyEventReads } from "../../src/features/events/api/early-event-reads.ts";
import { EventsPage } from "../../src/features/events/components/events-page.tsx";
import { addressLanguage, withoutLanguage } from "../../src/shared/routing/page-language.ts";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";

// On the events page itself (not when the module is fetched ahead of a navigation), the reads start now,
// before React hydrates: see early-event-reads.ts.
if (typeof window !== "undefined" && withoutLanguage(window.location.pathname) === "/events") {
  startEarlyEventReads(addressLanguage(window.location.pathname) ?? DEFAULT_LANGUAGE);
}

export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

export default function EventsRoute() {
  return <EventsPage />;
}
