import { CONTENT_FIELD_MESSAGES } from "@park/domain/content/content-messages.ts";
import { eventInputSchema } from "@park/domain/content/content-schemas.ts";
import { eventPictureIssue } from "@park/domain/content/event-picture.ts";
import { useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type EventDraft, type OfficeEvent, saveEvent } from "./content-calls.ts";
import type { ContentTexts } from "./content-texts.ts";
import { draftProblem, type FormProblem, problemOf } from "./field-errors.ts";
import { BUTTON_CLASSES, Field, INPUT_CLASSES, SECONDARY_BUTTON_CLASSES, Status } from "./form-parts.tsx";
import { readAsBase64 } from "./picture-input.ts";

const EMPTY: EventDraft = { nameEs: "", nameEn: "", date: "", hour: "" };

/** Adds an event (`editing` null) or changes one; the picture is required for a new event only. */
export function EventForm({
  editing,
  texts,
  onSaved,
  onCancel,
}: {
  editing: OfficeEvent | null;
  texts: ContentTexts;
  onSaved: (event: OfficeEvent) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState<EventDraft>(
    editing
      ? { nameEs: editing.nameEs, nameEn: editing.nameEn, date: editing.date, hour: editing.hour }
      : EMPTY,
  );
  const language = useLanguage();
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const issue = draftProblem(eventInputSchema, draft, language) ?? (await pictureProblem());
    setProblem(issue);
    if (issue) return;
    setSaving(true);
    try {
      const picture = file ? await readAsBase64(file) : undefined;
      onSaved(await saveEvent(editing?.id ?? null, picture === undefined ? draft : { ...draft, picture }));
    } catch (error) {
      setProblem(problemOf(error, language));
    } finally {
      setSaving(false);
    }
  }

  /** The picture judged by its bytes as the API will judge it; a new event needs one. */
  async function pictureProblem(): Promise<FormProblem> {
    const key = file
      ? eventPictureIssue(new Uint8Array(await file.arrayBuffer()))
      : editing
        ? null
        : "picture_required";
    if (!key) return null;
    return { fields: { picture: CONTENT_FIELD_MESSAGES[key][language] }, message: texts.checkFields };
  }

  const text = (name: "nameEs" | "nameEn", label: string) => (
    <Field
      label={label}
      error={problem?.fields[name]}
      control={(props) => (
        <input
          {...props}
          value={draft[name]}
          maxLength={120}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
          className={INPUT_CLASSES}
        />
      )}
    />
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded border border-gray-300 p-4 sm:grid-cols-2"
    >
      <h2 className="text-xl font-bold text-gray-900 sm:col-span-2">
        {editing ? texts.events.editing(editing.nameEs) : texts.events.new}
      </h2>
      {text("nameEs", texts.events.nameEs)}
      {text("nameEn", texts.events.nameEn)}
      <Field
        label={texts.events.date}
        error={problem?.fields.date}
        control={(props) => (
          <input
            {...props}
            type="date"
            value={draft.date}
            onChange={(e) => setDraft({ ...draft, date: e.target.value })}
            className={INPUT_CLASSES}
          />
        )}
      />
      <Field
        label={texts.events.hour}
        error={problem?.fields.hour}
        control={(props) => (
          <input
            {...props}
            type="time"
            value={draft.hour}
            onChange={(e) => setDraft({ ...draft, hour: e.target.value })}
            className={INPUT_CLASSES}
          />
        )}
      />
      <div className="sm:col-span-2">
        <Field
          label={texts.events.picture}
          error={problem?.fields.picture}
          hint={editing ? texts.events.pictureKeep : undefined}
          control={(props) => (
            <input
              {...props}
              type="file"
              accept="image/png"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className={INPUT_CLASSES}
            />
          )}
        />
      </div>
      <div className="flex items-center gap-3 sm:col-span-2">
        <button type="submit" className={BUTTON_CLASSES} disabled={saving}>
          {saving ? texts.saving : texts.save}
        </button>
        <button type="button" className={SECONDARY_BUTTON_CLASSES} onClick={onCancel}>
          {texts.cancel}
        </button>
        <div aria-live="polite">{problem && <Status kind="error" text={problem.message} />}</div>
      </div>
    </form>
  );
}
