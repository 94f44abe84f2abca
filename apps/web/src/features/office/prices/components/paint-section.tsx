import { PRICE_COLORS, type PriceColor } from "@park/domain/constants.ts";
import { isIsoDate } from "@park/domain/dates.ts";
import type { PriceChange } from "@park/domain/office-prices/price-changes.ts";
import { type FormEvent, useState } from "react";
import { COLOR_STYLES } from "../../../../shared/prices-calendar/price-colors.ts";
import type { PricesTexts } from "../prices-texts.ts";
import { ErrorNote, type FormErrors, formErrors, NO_ERRORS, PRIMARY_BUTTON } from "./office-parts.tsx";
import { PaintGrid } from "./paint-grid.tsx";
import { type DateRange, RangeFields } from "./range-fields.tsx";

/** Paint a range of days one colour: chosen on the calendar (mouse or keyboard) or typed, then previewed. */
export function PaintSection({
  year,
  today,
  colors,
  closed,
  busy,
  onPreview,
  texts,
}: {
  year: number;
  today: string;
  colors: ReadonlyMap<string, PriceColor>;
  closed: ReadonlySet<string>;
  busy: boolean;
  onPreview: (change: PriceChange) => Promise<void>;
  texts: PricesTexts;
}) {
  const [range, setRange] = useState<DateRange>({ startDate: "", endDate: "" });
  const [color, setColor] = useState<PriceColor>("BLUE");
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const shown = isIsoDate(range.startDate) && isIsoDate(range.endDate) ? range : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    onPreview({ kind: "paint", ...range, color }).catch((error: unknown) => setErrors(formErrors(error)));
  };

  return (
    <section
      aria-labelledby="paint-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="paint-heading" className="text-xl font-bold text-stone-900">
        {texts.paint.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{texts.paint.help}</p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <RangeFields range={range} onChange={setRange} errors={errors.fields} texts={texts} />
        <fieldset>
          <legend className="text-sm font-semibold text-stone-900">{texts.paint.color}</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {PRICE_COLORS.map((option) => (
              <label key={option} className="flex items-center gap-2 text-stone-900">
                <input
                  type="radio"
                  name="paint-color"
                  value={option}
                  checked={color === option}
                  onChange={() => setColor(option)}
                />
                <span aria-hidden="true" className={`inline-block h-4 w-4 rounded ${COLOR_STYLES[option]}`} />
                {texts.colors[option]}
              </label>
            ))}
          </div>
          {errors.fields.color && <p className="text-sm text-red-800">{errors.fields.color}</p>}
        </fieldset>
        <ErrorNote message={errors.message} />
        <p aria-live="polite" className="text-sm text-stone-800">
          {shown ? texts.paint.selected(shown.startDate, shown.endDate) : ""}
        </p>
        <div>
          <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
            {busy ? texts.previewing : texts.preview}
          </button>
        </div>
      </form>
      <div className="mt-6">
        <PaintGrid
          year={year}
          today={today}
          colors={colors}
          closed={closed}
          range={shown}
          onRange={setRange}
          texts={texts}
        />
      </div>
    </section>
  );
}
