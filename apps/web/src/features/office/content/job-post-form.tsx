import { CONTENT_FIELD_MESSAGES } from "@park/domain/content/content-messages.ts";
import { JOB_SHIFT_TYPES, jobPostInputSchema } from "@park/domain/content/content-schemas.ts";
import { eventPictureIssue } from "@park/domain/content/event-picture.ts";
import { useId, useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { type JobPostDraft, type OfficeJobPost, saveJobPost } from "./content-calls.ts";
import type { ContentTexts } from "./content-texts.ts";
import { draftProblem, type FormProblem, problemOf } from "./field-errors.ts";
import { BUTTON_CLASSES, Field, INPUT_CLASSES, SECONDARY_BUTTON_CLASSES, Status } from "./form-parts.tsx";
import { readAsBase64 } from "./picture-input.ts";

const EMPTY: JobPostDraft = {
  titleId: "",
  titleEs: "",
  titleEn: "",
  area: "",
  types: [],
  detailsEs: null,
  detailsEn: null,
};

/** Opens a vacancy (`editing` null) or changes one; the picture is optional and judged as the API judges it. */
export function JobPostForm({
  editing,
  texts,
  onSaved,
  onCancel,
}: {
  editing: OfficeJobPost | null;
  texts: ContentTexts;
  onSaved: (post: OfficeJobPost) => void;
  onCancel: () => void;
}) {
  const language = useLanguage();
  const typesId = useId();
  const [draft, setDraft] = useState<JobPostDraft>(() => {
    if (!editing) return EMPTY;
    const { id: _id, open: _open, closedAt: _closedAt, hasPicture: _hasPicture, ...values } = editing;
    return values;
  });
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(null);
  const t = texts.jobPosts;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const issue = draftProblem(jobPostInputSchema, draft, language) ?? (await pictureProblem());
    setProblem(issue);
    if (issue) return;
    setSaving(true);
    try {
      const picture = file ? await readAsBase64(file) : undefined;
      onSaved(await saveJobPost(editing?.id ?? null, picture === undefined ? draft : { ...draft, picture }));
    } catch (error) {
      setProblem(problemOf(error, language));
    } finally {
      setSaving(false);
    }
  }

  /** A chosen picture judged by its bytes, as the API will judge it (the same rule as an event's). */
  async function pictureProblem(): Promise<FormProblem> {
    const key = file ? eventPictureIssue(new Uint8Array(await file.arrayBuffer())) : null;
    if (!key) return null;
    return { fields: { picture: CONTENT_FIELD_MESSAGES[key][language] }, message: texts.checkFields };
  }

  const text = (name: "titleId" | "titleEs" | "titleEn" | "area", label: string) => (
    <Field
      label={label}
      error={problem?.fields[name]}
      control={(props) => (
        <input
          {...props}
          value={draft[name]}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
          className={INPUT_CLASSES}
        />
      )}
    />
  );
  const details = (name: "detailsEs" | "detailsEn", label: string) => (
    <Field
      label={label}
      error={problem?.fields[name]}
      control={(props) => (
        <textarea
          {...props}
          rows={5}
          value={draft[name] ?? ""}
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
        {editing ? t.editing(editing.titleEs) : t.new}
      </h2>
      {text("titleId", t.titleId)}
      {text("area", t.area)}
      {text("titleEs", t.titleEs)}
      {text("titleEn", t.titleEn)}
      <fieldset
        className="sm:col-span-2"
        aria-describedby={problem?.fields.types ? `${typesId}-error` : undefined}
      >
        <legend className="text-sm font-semibold text-gray-900">{t.types}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          {JOB_SHIFT_TYPES.map((type) => (
            <label key={type} className="flex items-center gap-2 text-gray-900">
              <input
                type="checkbox"
                className="size-4"
                checked={draft.types.includes(type)}
                onChange={(e) =>
                  setDraft({
                    ...draft,
                    types: e.target.checked
                      ? [...draft.types, type]
                      : draft.types.filter((value) => value !== type),
                  })
                }
              />
              {type}
            </label>
          ))}
        </div>
        {problem?.fields.types && (
          <p id={`${typesId}-error`} className="text-sm text-red-800">
            {problem.fields.types}
          </p>
        )}
      </fieldset>
      {details("detailsEs", t.detailsEs)}
      {details("detailsEn", t.detailsEn)}
      <div className="sm:col-span-2">
        <Field
          label={t.picture}
          error={problem?.fields.picture}
          hint={editing?.hasPicture ? t.pictureKeep : undefined}
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
