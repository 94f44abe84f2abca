import type { EventDto } from "@park/domain/content/park-event-dto.ts";
import { formatClock } from "@park/domain/dates.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { eventDay } from "../hooks/event-dates.ts";
import { useEventPicture } from "../hooks/use-event-picture.ts";

export function EventCard({ event }: { event: EventDto }) {
  const language = useLanguage();
  const picture = useEventPicture(event.id);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
      {/* The frame keeps the picture's 16:9 shape before it arrives, so nothing moves when it does. */}
      <div className="aspect-video bg-linear-to-br from-lake-100 to-forest-100">
        {picture && (
          <img src={picture} alt="" width={640} height={360} className="h-full w-full object-cover" />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-5">
        <h3 className="text-lg font-semibold text-forest-900">{event.name}</h3>
        <p className="text-stone-700">
          <time dateTime={`${event.date}T${event.hour}`}>
            {eventDay(event.date, language)} · {formatClock(event.hour)}
          </time>
        </p>
      </div>
    </article>
  );
}
