import { useFormContext } from "react-hook-form";
import { Field } from "../../../../shared/forms/form-field.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { INPUT_CLASSES } from "../../shell/components/office-controls.tsx";

export type DateRange = { startDate: string; endDate: string };

/** The keyboard way to a range: two date inputs ("From", "To") of the form around, with their messages. */
export function RangeFields({ t }: { t: TFunction }) {
  const { register, formState } = useFormContext<DateRange>();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {(["startDate", "endDate"] as const).map((end) => (
        <Field
          key={end}
          look="office"
          label={t(`office.prices.${end}`)}
          error={formState.errors[end]?.message}
        >
          {(control) => (
            <input {...control} type="date" required className={INPUT_CLASSES} {...register(end)} />
          )}
        </Field>
      ))}
    </div>
  );
}
