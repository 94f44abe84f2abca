import { zodResolver } from "@hookform/resolvers/zod";
import { OVERVIEW_MAX_NIGHTS } from "@park/domain/office-today/day-overview.ts";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { Field } from "../../../../shared/forms/form-field.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import type { TodayQuery } from "../api/today-calls.ts";

/**
 * The range as typed: the browser keeps the days between 1 and the most the API shows; an empty start
 * means today in the park, and anything else the API refuses it answers in its own words.
 */
const todayRangeSchema = z.object({
  from: z.pipe(
    z.string(),
    z.transform((from) => from || undefined),
  ),
  nights: z.coerce.number(),
});

const CONTROL = "min-h-10 rounded border border-stone-400 px-2";

/** Which days the overview shows; the start is filled with the first day of the first overview. */
export function TodayRangeForm(props: {
  first: string | undefined;
  t: TFunction;
  onShow: (query: TodayQuery) => void;
}) {
  const { first, t } = props;
  const { register, handleSubmit, getValues, setValue } = useForm<
    z.input<typeof todayRangeSchema>,
    unknown,
    TodayQuery
  >({ defaultValues: { from: "", nights: 7 }, resolver: zodResolver(todayRangeSchema) });

  useEffect(() => {
    if (first && !getValues("from")) setValue("from", first);
  }, [first, getValues, setValue]);

  return (
    <form className="flex flex-wrap items-end gap-3" onSubmit={handleSubmit(props.onShow)}>
      <Field look="office" label={t("office.today.from")} error={null}>
        {(control) => <input {...control} type="date" className={CONTROL} {...register("from")} />}
      </Field>
      <Field look="office" label={t("office.today.days")} error={null}>
        {(control) => (
          <input
            {...control}
            type="number"
            min={1}
            max={OVERVIEW_MAX_NIGHTS}
            className={`${CONTROL} w-20`}
            {...register("nights")}
          />
        )}
      </Field>
      <button
        type="submit"
        className="min-h-10 rounded bg-forest-700 px-4 font-semibold text-white hover:bg-forest-800"
      >
        {t("office.today.show")}
      </button>
    </form>
  );
}
