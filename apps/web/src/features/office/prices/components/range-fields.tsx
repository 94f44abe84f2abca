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
      <Field look="office" label={texts.startDate} error={errors.startDate}>
        {(props) => (
          <input
            {...props}
            type="date"
            required
            className={INPUT}
            value={range.startDate}
            onChange={(event) => onChange({ ...range, startDate: event.target.value })}
          />
        )}
      </Field>
      <Field look="office" label={texts.endDate} error={errors.endDate}>
        {(props) => (
          <input
            {...props}
            type="date"
            required
            className={INPUT}
            value={range.endDate}
            onChange={(event) => onChange({ ...range, endDate: event.target.value })}
          />
        )}
      </Field>
    </div>
  );
}
