import { zodResolver } from "@hookform/resolvers/zod";
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from "@park/domain/careers/application-status.ts";
import type { Language } from "@park/domain/constants.ts";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { Field } from "../../../../shared/forms/form-field.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";

/** The filters as the address keeps them: "" for every vacancy or every status. */
const applicationsFilterSchema = z.object({
  vacancy: z.string(),
  status: z.union([z.enum(APPLICATION_STATUSES), z.literal("")]),
});
export type ApplicationsFilterValues = z.infer<typeof applicationsFilterSchema>;

const CONTROL = "min-h-10 rounded border border-stone-400 px-2";

/** Which applications HR lists; the vacancies are those the last list named. */
export function ApplicationsFilterForm(props: {
  filter: ApplicationsFilterValues;
  vacancies: readonly { id: number; title: Record<Language, string> }[];
  t: TFunction;
  language: Language;
  onFilter: (filter: ApplicationsFilterValues) => void;
}) {
  const { t, language } = props;
  const { register, handleSubmit, watch } = useForm<ApplicationsFilterValues>({
    // The address is the truth: a link or the back button brings its filters into the form.
    values: props.filter,
    resolver: zodResolver(applicationsFilterSchema),
  });
  // Held by the form, so the vacancy chosen shows once the list naming it has arrived.
  const [vacancy, status] = watch(["vacancy", "status"]);

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={handleSubmit(props.onFilter)}>
      <Field look="office" label={t("office.applications.vacancy")} error={null}>
        {(control) => (
          <select {...control} className={CONTROL} {...register("vacancy")} value={vacancy}>
            <option value="">{t("office.applications.allVacancies")}</option>
            {props.vacancies.map((one) => (
              <option key={one.id} value={one.id}>
                {one.title[language]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field look="office" label={t("office.applications.status")} error={null}>
        {(control) => (
          <select {...control} className={CONTROL} {...register("status")} value={status}>
            <option value="">{t("office.applications.allStatuses")}</option>
            {APPLICATION_STATUSES.map((value) => (
              <option key={value} value={value}>
                {APPLICATION_STATUS_LABELS[value][language]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button
        type="submit"
        className="min-h-10 rounded bg-forest-700 px-4 font-semibold text-white hover:bg-forest-800"
      >
        {t("office.applications.filter")}
      </button>
    </form>
  );
}
