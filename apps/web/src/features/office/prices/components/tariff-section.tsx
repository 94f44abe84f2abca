import { PRICE_COLORS, type PriceColor } from "@park/domain/constants.ts";
import { addMonths } from "@park/domain/dates.ts";
import {
  type DateTariff,
  dateTariffSchema,
  type PriceChange,
  TARIFF_FIELDS,
} from "@park/domain/office-prices/price-changes.ts";
import { z } from "zod";
import { Field } from "../../../../shared/forms/form-field.tsx";
import { AuditTrail } from "../../shell/audit-trail.tsx";
import { INPUT_CLASSES } from "../../shell/components/office-controls.tsx";
import { pesosSchema, rangeShape, useChangeForm } from "../hooks/use-change-form.ts";
import type { PricesTexts } from "../prices-texts.ts";
import { PriceFields, typedPrices } from "./price-fields.tsx";
import { PreviewForm, PricesSection } from "./prices-form.tsx";
import { RangeFields } from "./range-fields.tsx";

function tariffSchema(invalidPrice: string) {
  return z.object({
    ...rangeShape,
    color: z.enum(PRICE_COLORS),
    prices: z.record(dateTariffSchema.keyof(), pesosSchema(invalidPrice)),
  });
}

/** A colour's prices over a range (by default from today, two years): starts from the tariff visitors see now. */
export function TariffSection({
  today,
  tariffs,
  busy,
  onPreview,
  savedRound,
  texts,
}: {
  today: string;
  tariffs: Record<PriceColor, DateTariff | null>;
  busy: boolean;
  onPreview: (change: PriceChange) => Promise<void>;
  /** Bumped after every save, so the history below reloads. */
  savedRound: number;
  texts: PricesTexts;
}) {
  const { form, preview, message } = useChangeForm(
    tariffSchema(texts.invalidPrice),
    {
      color: "BLUE",
      startDate: today,
      endDate: addMonths(today, 24),
      prices: typedPrices(TARIFF_FIELDS, tariffs.BLUE),
    },
    onPreview,
  );
  const color = form.watch("color");

  // Another colour starts from its own tariff, with no message left from the last one.
  const chooseColor = () => {
    const values = form.getValues();
    form.reset({ ...values, prices: typedPrices(TARIFF_FIELDS, tariffs[values.color]) });
  };

  return (
    <PricesSection id="tariff" heading={texts.tariff.heading} help={texts.tariff.help}>
      <PreviewForm
        form={form}
        onSubmit={preview((values) => ({ kind: "tariff", ...values }))}
        message={message}
        busy={busy}
        texts={texts}
      >
        <Field look="office" label={texts.tariff.color} error={form.formState.errors.color?.message}>
          {(control) => (
            <select
              {...control}
              className={`${INPUT_CLASSES} max-w-xs`}
              {...form.register("color", { onChange: chooseColor })}
            >
              {PRICE_COLORS.map((option) => (
                <option key={option} value={option}>
                  {texts.colors[option]}
                </option>
              ))}
            </select>
          )}
        </Field>
        {!tariffs[color] && <p className="text-sm text-stone-800">{texts.tariff.none}</p>}
        <RangeFields texts={texts} />
        <PriceFields fields={TARIFF_FIELDS} labels={texts.tariffFields} />
      </PreviewForm>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-stone-900">{texts.history}</summary>
        <AuditTrail key={`${color}-${savedRound}`} entityType="tariff" entityId={color} />
      </details>
    </PricesSection>
  );
}
