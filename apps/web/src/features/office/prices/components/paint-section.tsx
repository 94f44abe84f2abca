import { PRICE_COLORS, type PriceColor } from "@park/domain/constants.ts";
import { isIsoDate } from "@park/domain/dates.ts";
import type { PriceChange } from "@park/domain/office-prices/price-changes.ts";
import { z } from "zod/mini";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { COLOR_STYLES } from "../../../../shared/prices-calendar/price-colors.ts";
import { rangeShape, useChangeForm } from "../hooks/use-change-form.ts";
import { PaintGrid } from "./paint-grid.tsx";
import { PreviewForm, PricesSection } from "./prices-form.tsx";
import { type DateRange, RangeFields } from "./range-fields.tsx";

const paintSchema = z.object({ ...rangeShape, color: z.enum(PRICE_COLORS) });

/** Paint a range of days one colour: chosen on the calendar (mouse or keyboard) or typed, then previewed. */
export function PaintSection({
  year,
  today,
  colors,
  closed,
  busy,
  onPreview,
  t,
}: {
  year: number;
  today: string;
  colors: ReadonlyMap<string, PriceColor>;
  closed: ReadonlySet<string>;
  busy: boolean;
  onPreview: (change: PriceChange) => Promise<void>;
  t: TFunction;
}) {
  const { form, preview, message } = useChangeForm(
    paintSchema,
    { startDate: "", endDate: "", color: "BLUE" },
    onPreview,
  );
  const [startDate, endDate] = form.watch(["startDate", "endDate"]);
  const shown = isIsoDate(startDate) && isIsoDate(endDate) ? { startDate, endDate } : null;
  const choose = (range: DateRange) => {
    form.setValue("startDate", range.startDate);
    form.setValue("endDate", range.endDate);
  };

  return (
    <PricesSection id="paint" heading={t("office.prices.paint.heading")} help={t("office.prices.paint.help")}>
      <PreviewForm
        form={form}
        onSubmit={preview((values) => ({ kind: "paint", ...values }))}
        message={message}
        busy={busy}
        t={t}
      >
        <RangeFields t={t} />
        <fieldset>
          <legend className="text-sm font-semibold text-stone-900">{t("office.prices.paint.color")}</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {PRICE_COLORS.map((option) => (
              <label key={option} className="flex items-center gap-2 text-stone-900">
                <input type="radio" value={option} {...form.register("color")} />
                <span aria-hidden="true" className={`inline-block h-4 w-4 rounded ${COLOR_STYLES[option]}`} />
                {t(`office.prices.colors.${option}`)}
              </label>
            ))}
          </div>
          {form.formState.errors.color && (
            <p className="text-sm text-red-800">{form.formState.errors.color.message}</p>
          )}
        </fieldset>
        <p aria-live="polite" className="text-sm text-stone-800">
          {shown
            ? shown.startDate === shown.endDate
              ? t("office.prices.paint.selectedDay", { start: shown.startDate })
              : t("office.prices.paint.selected", { start: shown.startDate, end: shown.endDate })
            : ""}
        </p>
      </PreviewForm>
      <div className="mt-6">
        <PaintGrid
          year={year}
          today={today}
          colors={colors}
          closed={closed}
          range={shown}
          onRange={choose}
          t={t}
        />
      </div>
    </PricesSection>
  );
}
