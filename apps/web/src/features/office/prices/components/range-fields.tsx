import { useFormContext } from "react-hook-form";
import { Field } from "../../../../shared/forms/form-field.tsx";
import { INPUT_CLASSES } from "../../shell/components/office-controls.tsx";
import type { PricesTexts } from "../prices-texts.ts";

export type DateRange = { startDate: string; endDate: string };

/** The keyboard way to a range: two date inputs ("From", "To") of the form around, with their messages. */
export function RangeFields({ texts }: { texts: PricesTexts }) {
  const { register, formState } = useFormContext<DateRange>();
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {(["startDate", "endDate"] as const).map((end) => (
        <Field key={end} look="office" label={texts[end]} error={formState.errors[end]?.message}>
          {(control) => (
            <input {...control} type="date" required className={INPUT_CLASSES} {...register(end)} />
          )}
        </Field>
      ))}
    </div>
  );
}
