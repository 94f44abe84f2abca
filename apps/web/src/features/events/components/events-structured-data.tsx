import { eventStructuredData } from "@park/domain/content/event-structured-data.ts";
import type { EventDto } from "@park/domain/content/park-event-dto.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { pageUrl } from "../../../shared/routing/seo-tags.ts";
import { StructuredDataScript } from "../../../shared/routing/structured-data-script.tsx";

/** The upcoming events as schema.org Events, the same the API writes into the events page's HTML. */
export function EventsStructuredData({ events }: { events: readonly EventDto[] }) {
  const language = useLanguage();
  return <StructuredDataScript data={eventStructuredData(events, pageUrl("", language))} />;
}
