import { JOB_SHIFT_TYPES, jobPostInputSchema } from "@park/domain/content/content-schemas.ts";
import { useId } from "react";
import { Field } from "../../../../shared/forms/form-field.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { INPUT_CLASSES } from "../../shell/components/office-controls.tsx";
import { useOfficeWrite } from "../../shell/hooks/office-queries.ts";
import { type JobPostRequest, type OfficeJobPost, saveJobPost } from "../api/content-api.ts";
import { contentKey } from "../hooks/content-queries.ts";
import { ContentForm } from "./content-form.tsx";

/** Opens a vacancy (`editing` null) or changes one; the picture is optional and judged as the API judges it. */
export function JobPostForm({
  editing,
  t,
  onSaved,
  onCancel,
}: {
  editing: OfficeJobPost | null;
  t: TFunction;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const typesId = useId();
  const write = useOfficeWrite(contentKey("job-posts"), (draft: JobPostRequest) =>
    saveJobPost(editing?.id ?? null, draft),
  );
  return (
    <ContentForm
      title={
        editing
          ? t("office.content.jobPosts.editing", { title: editing.titleEs })
          : t("office.content.jobPosts.new")
      }
      schema={jobPostInputSchema}
      defaultValues={{
        titleId: editing?.titleId ?? "",
        titleEs: editing?.titleEs ?? "",
        titleEn: editing?.titleEn ?? "",
        area: editing?.area ?? "",
        types: editing?.types ?? [],
        detailsEs: editing?.detailsEs ?? "",
        detailsEn: editing?.detailsEn ?? "",
        openUntil: editing?.openUntil ?? "",
      }}
      picture={{
        label: t("office.content.jobPosts.picture"),
        hint: editing?.hasPicture ? t("office.content.jobPosts.pictureKeep") : undefined,
        required: false,
      }}
      save={(values, picture) => write.mutateAsync(picture === undefined ? values : { ...values, picture })}
      onSaved={onSaved}
      onCancel={onCancel}
    >
      {({ form, errorOf, input }) => {
        const details = (name: "detailsEs" | "detailsEn", label: string) => (
          <Field look="office" label={label} error={errorOf(name)}>
            {(control) => (
              <textarea {...control} rows={5} {...form.register(name)} className={INPUT_CLASSES} />
            )}
          </Field>
        );
        const typesError = errorOf("types");
        return (
          <>
            {input("titleId", t("office.content.jobPosts.titleId"))}
            {input("area", t("office.content.jobPosts.area"))}
            {input("titleEs", t("office.content.jobPosts.titleEs"))}
            {input("titleEn", t("office.content.jobPosts.titleEn"))}
            <fieldset
              className="sm:col-span-2"
              aria-describedby={typesError ? `${typesId}-error` : undefined}
            >
              <legend className="text-sm font-semibold text-gray-900">
                {t("office.content.jobPosts.types")}
              </legend>
              <div className="mt-1 flex flex-wrap gap-4">
                {JOB_SHIFT_TYPES.map((type) => (
                  <label key={type} className="flex items-center gap-2 text-gray-900">
                    <input type="checkbox" className="size-4" value={type} {...form.register("types")} />
                    {type}
                  </label>
                ))}
              </div>
              {typesError && (
                <p id={`${typesId}-error`} className="text-sm text-red-800">
                  {typesError}
                </p>
              )}
            </fieldset>
            {details("detailsEs", t("office.content.jobPosts.detailsEs"))}
            {details("detailsEn", t("office.content.jobPosts.detailsEn"))}
            {input("openUntil", t("office.content.jobPosts.openUntil"), { type: "date" })}
          </>
        );
      }}
    </ContentForm>
  );
}
