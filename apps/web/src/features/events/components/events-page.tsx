import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ListRegion, ReadStatus } from "../../../shared/ui/read-status.tsx";
import { monthHeading } from "../hooks/event-dates.ts";
import { groupByMonth } from "../hooks/event-months.ts";
import { useNextEvents } from "../hooks/use-next-events.ts";
import { EventCard } from "./event-card.tsx";
import { EVENTS_PICTURE } from "./events-picture.ts";

/** /events: the park's upcoming events by month (001 §2 Events page). */
export function EventsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { state, retry } = useNextEvents();

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
            {t("pages.events")}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-stone-700">{t("events.intro")}</p>
        </div>
        {/* In the prerendered page, so the first view is whole before the events are read. */}
        <img
          src={EVENTS_PICTURE.src}
          width={EVENTS_PICTURE.width}
          height={EVENTS_PICTURE.height}
          alt={t("events.pictureAlt")}
          fetchPriority="high"
          className="h-auto w-full rounded-2xl shadow-sm"
        />
      </div>
      <ListRegion busy={state.status === "loading"}>
        <ReadStatus
          status={state.status}
          loading={t("events.loading")}
          problem={{ message: t("events.error"), retry: { label: t("events.retry"), onRetry: retry } }}
        />
        {state.status === "ready" && state.events.length === 0 && (
          <p className="rounded-xl bg-sand-100 px-5 py-4 text-lg text-stone-800">{t("events.empty")}</p>
        )}
        {state.status === "ready" &&
          groupByMonth(state.events).map(({ month, events }) => (
            <section key={month} aria-labelledby={`events-${month}`} className="mb-12">
              <h2 id={`events-${month}`} className="text-2xl font-bold text-forest-900">
                {monthHeading(month, language)}
              </h2>
              <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {events.map((event) => (
                  <li key={event.id}>
                    <EventCard event={event} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </ListRegion>
    </div>
  );
}
