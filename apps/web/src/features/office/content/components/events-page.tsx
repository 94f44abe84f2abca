import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { DANGER_BUTTON_CLASSES } from "../../shell/components/office-controls.tsx";
import { deleteEvent, eventPictureUrl, fetchEvents, type OfficeEvent } from "../api/content-api.ts";
import { ContentListPage, ItemPicture } from "./content-list-page.tsx";
import { EventForm } from "./event-form.tsx";

/** /office/content/events (admin): the park's events with their pictures; add, change, delete. */
export default function EventsPage() {
  const language = useLanguage();
  const { t } = useTranslation();
  const nameOf = (event: OfficeEvent) => (language === "en" ? event.nameEn : event.nameEs);

  return (
    <ContentListPage
      kind="office.content.events"
      area="events"
      fetchItems={fetchEvents}
      listed={(event) => ({ key: event.id, name: nameOf(event), auditType: "event" })}
      form={(editing, onCancel, onSaved) => (
        <EventForm key={editing?.id ?? "new"} editing={editing} t={t} onCancel={onCancel} onSaved={onSaved} />
      )}
      body={(event, version) => ({
        picture: (
          <ItemPicture
            src={`${eventPictureUrl(event.id)}?v=${version}`}
            alt={t("office.content.events.pictureOf", { name: nameOf(event) })}
          />
        ),
        lines: (
          <>
            <p className="font-semibold text-gray-900">
              {event.nameEs} / <span lang="en">{event.nameEn}</span>
            </p>
            <p className="text-gray-800">
              {event.date} {event.hour}
              {event.past && (
                <span className="ms-2 rounded bg-gray-200 px-1 text-sm">
                  {t("office.content.events.past")}
                </span>
              )}
            </p>
          </>
        ),
      })}
      actions={(event, ask) => (
        <button
          type="button"
          className={DANGER_BUTTON_CLASSES}
          onClick={ask}
          aria-label={`${t("office.content.delete")}: ${nameOf(event)}`}
        >
          {t("office.content.delete")}
        </button>
      )}
      confirmed={{
        label: t("office.content.delete"),
        question: (event) =>
          t("office.content.confirmDelete", {
            what: t("office.content.events.what", { name: nameOf(event) }),
          }),
        run: (event) => deleteEvent(event.id),
        done: t("office.content.deleted"),
      }}
    />
  );
}
