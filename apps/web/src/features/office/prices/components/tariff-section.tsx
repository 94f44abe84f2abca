import { PRICE_COLORS, type PriceColor } from "@park/domain/constants.ts";
import { addMonths } from "@park/domain/dates.ts";
import {
  type DateTariff,
  dateTariffSchema,
  type PriceChange,
  TARIFF_FIELDS,
} from "@park/domain/office-prices/price-changes.ts";
import { z } from "zod/mini";
import { Field } from "../../../../shared/forms/form-field.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { AuditTrail } from "../../shell/audit-trail.tsx";
import { INPUT_CLASSES } from "../../shell/components/office-controls.tsx";
import { pesosSchema, rangeShape, useChangeForm } from "../hooks/use-change-form.ts";
import { PriceFields, typedPrices } from "./price-fields.tsx";
import { PreviewForm, PricesSection } from "./prices-form.tsx";
import { RangeFields } from "./range-fields.tsx";

function tariffSchema(invalidPrice: string) {
  return z.object({
    ...rangeShape,
    color: z.enum(PRICE_COLORS),
    prices: z.record(z.keyof(dateTariffSchema), pesosSchema(invalidPrice)),
  });
}

/** A colour's prices over a range (by default from today, two years): starts from the tariff visitors see now. */
export function TariffSection({
  today,
  tariffs,
  busy,
  onPreview,
  savedRound,
  t,
}: {
  today: string;
  tariffs: Record<PriceColor, DateTariff | null>;
  busy: boolean;
  onPreview: (change: PriceChange) => Promise<void>;
  /** Bumped after every save, so the history below reloads. */
  savedRound: number;
  t: TFunction;
}) {
  const { form, preview, message } = useChangeForm(
    tariffSchema(t("office.prices.invalidPrice")),
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
    <PricesSection
      id="tariff"
      heading={t("office.prices.tariff.heading")}
      help={t("office.prices.tariff.help")}
    >
      <PreviewForm
        form={form}
        onSubmit={preview((values) => ({ kind: "tariff", ...values }))}
        message={message}
        busy={busy}
        t={t}
      >
        <Field
          look="office"
          label={t("office.prices.tariff.color")}
          error={form.formState.errors.color?.message}
        >
          {(control) => (
            <select
              {...control}
              className={`${INPUT_CLASSES} max-w-xs`}
              {...form.register("color", { onChange: chooseColor })}
            >
              {PRICE_COLORS.map((option) => (
                <option key={option} value={option}>
                  {t(`office.prices.colors.${option}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {!tariffs[color] && <p className="text-sm text-stone-800">{t("office.prices.tariff.none")}</p>}
        <RangeFields t={t} />
        <PriceFields fields={TARIFF_FIELDS} labels="office.prices.tariffFields" />
      </PreviewForm>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-stone-900">
          {t("office.prices.history")}
        </summary>
        <AuditTrail key={`${color}-${savedRound}`} entityType="tariff" entityId={color} />
      </details>
    </PricesSection>
  );
}
