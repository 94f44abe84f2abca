import { useFormContext } from "react-hook-form";
import { Field } from "../../../../shared/forms/form-field.tsx";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { INPUT_CLASSES } from "../../shell/components/office-controls.tsx";
import { pesosText } from "./office-parts.tsx";

/** A record's prices as the form holds them: the typed texts, so a half-typed "12." survives. */
export type TypedPrices<K extends string> = Record<K, string>;

/** A stored record's prices as texts to edit, or empty boxes for a new one. */
export function typedPrices<K extends string>(
  fields: readonly K[],
  prices: Record<K, number> | null,
): TypedPrices<K> {
  const texts = {} as TypedPrices<K>;
  for (const field of fields) texts[field] = prices ? pesosText(prices[field]) : "";
  return texts;
}

/**
 * One pesos input per price of a record (a colour's tariff, an activity period), under `prices.<field>` of
 * the form around, as the change and the server's messages name them.
 */
export function PriceFields<K extends string>({
  fields,
  labels,
}: {
  fields: readonly K[];
  /** The key of their labels in the office catalogue, one per field. */
  labels: string;
}) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<{ prices: Record<string, string> }>();
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {fields.map((field) => (
        <Field
          look="office"
          key={field}
          label={t(`${labels}.${field}`)}
          error={formState.errors.prices?.[field]?.message}
        >
          {(control) => (
            <div className="flex items-center gap-1">
              <span aria-hidden="true" className="text-stone-700">
                $
              </span>
              <input
                {...control}
                inputMode="decimal"
                autoComplete="off"
                className={`${INPUT_CLASSES} w-full`}
                {...register(`prices.${field}`)}
              />
            </div>
          )}
        </Field>
      ))}
    </div>
  );
}
