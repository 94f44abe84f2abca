import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { DANGER_BUTTON_CLASSES } from "../../shell/components/office-controls.tsx";
import { deleteEvent, eventPictureUrl, fetchEvents, type OfficeEvent } from "../api/content-api.ts";
import { CONTENT_TEXTS } from "../content-texts.ts";
import { ContentListPage, ItemPicture } from "./content-list-page.tsx";
import { EventForm } from "./event-form.tsx";

/** /office/content/events (admin): the park's events with their pictures; add, change, delete. */
export default function EventsPage() {
  const language = useLanguage();
  const texts = CONTENT_TEXTS[language];
  const t = texts.events;
  const nameOf = (event: OfficeEvent) => (language === "en" ? event.nameEn : event.nameEs);

  return (
    <ContentListPage
      kind={t}
      area="events"
      fetchItems={fetchEvents}
      listed={(event) => ({ key: event.id, name: nameOf(event), auditType: "event" })}
      form={(editing, onCancel, onSaved) => (
        <EventForm
          key={editing?.id ?? "new"}
          editing={editing}
          texts={texts}
          onCancel={onCancel}
          onSaved={onSaved}
        />
      )}
      body={(event, version) => ({
        picture: (
          <ItemPicture src={`${eventPictureUrl(event.id)}?v=${version}`} alt={t.pictureOf(nameOf(event))} />
        ),
        lines: (
          <>
            <p className="font-semibold text-gray-900">
              {event.nameEs} / <span lang="en">{event.nameEn}</span>
            </p>
            <p className="text-gray-800">
              {event.date} {event.hour}
              {event.past && <span className="ms-2 rounded bg-gray-200 px-1 text-sm">{t.past}</span>}
            </p>
          </>
        ),
      })}
      actions={(event, ask) => (
        <button
          type="button"
          className={DANGER_BUTTON_CLASSES}
          onClick={ask}
          aria-label={`${texts.delete}: ${nameOf(event)}`}
        >
          {texts.delete}
        </button>
      )}
      confirmed={{
        label: texts.delete,
        question: (event) => texts.confirmDelete(t.what(nameOf(event))),
        run: (event) => deleteEvent(event.id),
        done: texts.deleted,
      }}
    />
  );
}
