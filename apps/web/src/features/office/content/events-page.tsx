import { useId, useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { AuditTrail } from "../shell/audit-trail.tsx";
import { deleteEvent, eventPictureUrl, fetchEvents, type OfficeEvent } from "./content-calls.ts";
import { CONTENT_TEXTS } from "./content-texts.ts";
import { EventForm } from "./event-form.tsx";
import { problemOf } from "./field-errors.ts";
import {
  BUTTON_CLASSES,
  ConfirmDialog,
  DANGER_BUTTON_CLASSES,
  SECONDARY_BUTTON_CLASSES,
  Status,
} from "./form-parts.tsx";
import { LoadState } from "./load-state.tsx";
import { useLoaded } from "./use-loaded.ts";

/** /office/content/events (admin): the park's events with their pictures; add, change, delete. */
export default function EventsPage() {
  const language = useLanguage();
  const texts = CONTENT_TEXTS[language];
  const listId = useId();
  const { loaded, reload } = useLoaded(fetchEvents);
  const [form, setForm] = useState<{ editing: OfficeEvent | null } | null>(null);
  const [deleting, setDeleting] = useState<OfficeEvent | null>(null);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [version, setVersion] = useState(0);

  async function remove(event: OfficeEvent) {
    setDeleting(null);
    try {
      await deleteEvent(event.id);
      setNotice({ kind: "ok", text: texts.deleted });
      reload();
    } catch (error) {
      setNotice({ kind: "error", text: problemOf(error, language)?.message ?? "" });
    }
  }

  const nameOf = (event: OfficeEvent) => (language === "en" ? event.nameEn : event.nameEs);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-gray-900">{texts.events.title}</h1>
      {form ? (
        <EventForm
          key={form.editing?.id ?? "new"}
          editing={form.editing}
          texts={texts}
          onCancel={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            setNotice({ kind: "ok", text: texts.saved });
            setVersion((value) => value + 1);
            reload();
          }}
        />
      ) : (
        <div>
          <button type="button" className={BUTTON_CLASSES} onClick={() => setForm({ editing: null })}>
            {texts.events.new}
          </button>
        </div>
      )}
      <div aria-live="polite">{notice && <Status kind={notice.kind} text={notice.text} />}</div>
      <section aria-labelledby={listId}>
        <h2 id={listId} className="text-xl font-bold text-gray-900">
          {texts.events.list}
        </h2>
        <LoadState loaded={loaded} texts={texts} onRetry={reload}>
          {(events) =>
            events.length === 0 ? (
              <p className="text-gray-800">{texts.events.empty}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {events.map((event) => (
                  <li
                    key={event.id}
                    className="flex flex-wrap items-start gap-4 rounded border border-gray-300 p-3"
                  >
                    <img
                      src={`${eventPictureUrl(event.id)}?v=${version}`}
                      alt={texts.events.pictureOf(nameOf(event))}
                      width={96}
                      height={96}
                      className="size-24 rounded object-cover"
                    />
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-gray-900">
                        {event.nameEs} / <span lang="en">{event.nameEn}</span>
                      </p>
                      <p className="text-gray-800">
                        {event.date} {event.hour}
                        {event.past && (
                          <span className="ms-2 rounded bg-gray-200 px-1 text-sm">{texts.events.past}</span>
                        )}
                      </p>
                      <details className="mt-1">
                        <summary className="cursor-pointer text-sm font-semibold text-gray-900">
                          {texts.history}
                        </summary>
                        <AuditTrail key={version} entityType="event" entityId={String(event.id)} />
                      </details>
                    </div>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className={SECONDARY_BUTTON_CLASSES}
                        onClick={() => setForm({ editing: event })}
                        aria-label={`${texts.edit}: ${nameOf(event)}`}
                      >
                        {texts.edit}
                      </button>
                      <button
                        type="button"
                        className={DANGER_BUTTON_CLASSES}
                        onClick={() => setDeleting(event)}
                        aria-label={`${texts.delete}: ${nameOf(event)}`}
                      >
                        {texts.delete}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        title={texts.confirmTitle}
        question={deleting ? texts.confirmDelete(texts.events.what(nameOf(deleting))) : ""}
        confirmLabel={texts.delete}
        cancelLabel={texts.cancel}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
