import { BANNER_COLORS, bannerInputSchema, MAX_BANNER_LENGTH } from "@park/domain/content/content-schemas.ts";
import { useId, useState } from "react";
import { Field } from "../../../../shared/forms/form-field.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { AuditTrail } from "../../shell/audit-trail.tsx";
import { BUTTON_CLASSES, INPUT_CLASSES, Status } from "../../shell/components/office-controls.tsx";
import { useOfficeWrite } from "../../shell/hooks/office-queries.ts";
import { type OfficeBanner, saveBanner } from "../api/content-api.ts";
import { contentKey } from "../hooks/content-queries.ts";
import { useContentForm } from "../hooks/use-content-form.ts";
import { BannerPreview } from "./banner-preview.tsx";

/** One language's banner: text, colour and switch, with a live preview; saved on submit. */
export function BannerForm({ banner, title, t }: { banner: OfficeBanner; title: string; t: TFunction }) {
  const headingId = useId();
  const { form, errorOf, message, submit } = useContentForm(bannerInputSchema, banner);
  const write = useOfficeWrite(contentKey("site"), saveBanner);
  const [saved, setSaved] = useState(0);
  const saving = form.formState.isSubmitting;

  const onSubmit = submit(async (values) => {
    // The form shows the banner as the API saved it (its markdown made safe).
    form.reset(await write.mutateAsync({ ...values, language: banner.language }));
    setSaved((count) => count + 1);
    return undefined;
  });

  return (
    <section aria-labelledby={headingId} className="rounded border border-gray-300 p-4">
      <h2 id={headingId} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      <form onSubmit={onSubmit} className="mt-3 grid gap-4 lg:grid-cols-2" noValidate>
        <div className="flex flex-col gap-3">
          <label className="flex items-center gap-2 font-semibold text-gray-900">
            <input type="checkbox" {...form.register("active")} className="size-4" />
            {t("office.content.site.active")}
          </label>
          <Field look="office" label={t("office.content.site.color")} error={errorOf("color")}>
            {(control) => (
              <select {...control} {...form.register("color")} className={INPUT_CLASSES}>
                {BANNER_COLORS.map((color) => (
                  <option key={color} value={color}>
                    {t(`office.content.site.colors.${color}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field look="office" label={t("office.content.site.content")} error={errorOf("content")}>
            {(control) => (
              <textarea
                {...control}
                rows={6}
                maxLength={MAX_BANNER_LENGTH}
                {...form.register("content")}
                className={`${INPUT_CLASSES} font-mono text-sm`}
              />
            )}
          </Field>
          <div className="flex items-center gap-3">
            <button type="submit" className={BUTTON_CLASSES} disabled={saving}>
              {saving ? t("office.content.saving") : t("office.content.save")}
            </button>
            <div aria-live="polite">
              {message ? (
                <Status kind="error" text={message} />
              ) : (
                saved > 0 && <Status kind="ok" text={t("office.content.saved")} />
              )}
            </div>
          </div>
        </div>
        <section aria-labelledby={`${headingId}-preview ${headingId}`} className="flex flex-col gap-2">
          <h3 id={`${headingId}-preview`} className="text-sm font-semibold text-gray-900">
            {t("office.content.site.preview")}
          </h3>
          <BannerPreview banner={{ ...form.watch(), language: banner.language }} t={t} />
        </section>
      </form>
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-gray-900">
          {t("office.content.history")}
        </summary>
        <AuditTrail entityType="banner" entityId={banner.language} />
      </details>
    </section>
  );
}
