import { Field } from "../../../../shared/forms/form-field.tsx";
import { INPUT } from "./office-parts.tsx";

/**
 * One pesos input per price of a record (a colour's tariff, an activity period), kept as the typed text so
 * a half-typed "12." survives; the form converts to centavos when it previews.
 */
export function PriceFields<K extends string>({
  fields,
  labels,
  values,
  errors,
  onChange,
}: {
  fields: readonly K[];
  labels: Record<K, string>;
  values: Record<K, string>;
  /** Messages by field name (a local check or the server's `prices.<field>`). */
  errors: Partial<Record<K, string>>;
  onChange: (field: K, text: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {fields.map((field) => (
        <Field look="office" key={field} label={labels[field]} error={errors[field]}>
          {(props) => (
            <div className="flex items-center gap-1">
              <span aria-hidden="true" className="text-stone-700">
                $
              </span>
              <input
                {...props}
                inputMode="decimal"
                autoComplete="off"
                className={`${INPUT} w-full`}
                value={values[field]}
                onChange={(event) => onChange(field, event.target.value)}
              />
            </div>
          )}
        </Field>
      ))}
    </div>
  );
}

/** The typed texts as centavos, or the fields that are not prices. */
export function pricesFromTexts<K extends string>(
  fields: readonly K[],
  texts: Record<K, string>,
  parse: (text: string) => number | undefined,
): { ok: true; prices: Record<K, number> } | { ok: false; invalid: K[] } {
  const prices = {} as Record<K, number>;
  const invalid: K[] = [];
  for (const field of fields) {
    const value = parse(texts[field]);
    if (value === undefined) invalid.push(field);
    else prices[field] = value;
  }
  return invalid.length > 0 ? { ok: false, invalid } : { ok: true, prices };
}
