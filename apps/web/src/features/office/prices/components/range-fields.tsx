import { Field } from "../../../../shared/forms/form-field.tsx";
import type { PricesTexts } from "../prices-texts.ts";
import { INPUT } from "./office-parts.tsx";

export type DateRange = { startDate: string; endDate: string };

/** The keyboard way to a range: two date inputs ("From", "To"), with the server's messages under each. */
export function RangeFields({
  range,
  onChange,
  errors,
  texts,
}: {
  range: DateRange;
  onChange: (range: DateRange) => void;
  errors: Record<string, string>;
  texts: PricesTexts;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {(["startDate", "endDate"] as const).map((end) => (
        <Field key={end} look="office" label={texts[end]} error={errors[end]}>
          {(control) => (
            <input
              {...control}
              type="date"
              required
              className={INPUT}
              value={range[end]}
              onChange={(event) => onChange({ ...range, [end]: event.target.value })}
            />
          )}
        </Field>
      ))}
    </div>
  );
}
