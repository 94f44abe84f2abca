import { BANNER_COLORS, bannerInputSchema, MAX_BANNER_LENGTH } from "@park/domain/content/content-schemas.ts";
import { useId, useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { AuditTrail } from "../shell/audit-trail.tsx";
import { BannerPreview } from "./banner-preview.tsx";
import { type OfficeBanner, saveBanner } from "./content-calls.ts";
import type { ContentTexts } from "./content-texts.ts";
import { draftProblem, type FormProblem, problemOf } from "./field-errors.ts";
import { BUTTON_CLASSES, Field, INPUT_CLASSES, Status } from "./form-parts.tsx";

/** One language's banner: text, colour and switch, with a live preview; saved on submit. */
export function BannerForm({
  banner,
  title,
  texts,
}: {
  banner: OfficeBanner;
  title: string;
  texts: ContentTexts;
}) {
  const language = useLanguage();
  const headingId = useId();
  const [draft, setDraft] = useState(banner);
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(null);
  const [saved, setSaved] = useState(0);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const issue = draftProblem(bannerInputSchema, draft, language);
    setProblem(issue);
    if (issue) return;
    setSaving(true);
    try {
      setDraft(await saveBanner(draft));
      setSaved((count) => count + 1);
    } catch (error) {
      setProblem(problemOf(error, language));
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="rounded border border-gray-300 p-4">
      <h2 id={headingId} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <form onSubmit={submit} className="mt-3 grid gap-4 lg:grid-cols-2" noValidate>
        <div className="flex flex-col gap-3">
          <label className="flex items-center gap-2 font-semibold text-gray-900">
            <input
              type="checkbox"
              checked={draft.active}
              onChange={(event) => setDraft({ ...draft, active: event.target.checked })}
              className="size-4"
            />
            {texts.site.active}
          </label>
          <Field
            label={texts.site.color}
            error={problem?.fields.color}
            control={(props) => (
              <select
                {...props}
                value={draft.color}
                onChange={(event) => {
                  const color = BANNER_COLORS.find((value) => value === event.target.value);
                  if (color) setDraft({ ...draft, color });
                }}
                className={INPUT_CLASSES}
              >
                {BANNER_COLORS.map((color) => (
                  <option key={color} value={color}>
                    {texts.site.colors[color]}
                  </option>
                ))}
              </select>
            )}
          />
          <Field
            label={texts.site.content}
            error={problem?.fields.content}
            control={(props) => (
              <textarea
                {...props}
                rows={6}
                maxLength={MAX_BANNER_LENGTH}
                value={draft.content}
                onChange={(event) => setDraft({ ...draft, content: event.target.value })}
                className={`${INPUT_CLASSES} font-mono text-sm`}
              />
            )}
          />
          <div className="flex items-center gap-3">
            <button type="submit" className={BUTTON_CLASSES} disabled={saving}>
              {saving ? texts.saving : texts.save}
            </button>
            <div aria-live="polite">
              {problem ? (
                <Status kind="error" text={problem.message} />
              ) : (
                saved > 0 && <Status kind="ok" text={texts.saved} />
              )}
            </div>
          </div>
        </div>
        <section aria-labelledby={`${headingId}-preview ${headingId}`} className="flex flex-col gap-2">
          <h3 id={`${headingId}-preview`} className="text-sm font-semibold text-gray-900">
            {texts.site.preview}
          </h3>
          <BannerPreview banner={draft} texts={texts} />
        </section>
      </form>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-gray-900">{texts.history}</summary>
        <AuditTrail key={saved} entityType="banner" entityId={banner.language} />
      </details>
    </section>
  );
}
