import type { PriceChange } from "@park/domain/office-prices/price-changes.ts";
import { useState } from "react";
import type { PricesTexts } from "../prices-texts.ts";
import { ErrorNote, type FormErrors, formErrors, NO_ERRORS, SECONDARY_BUTTON } from "./office-parts.tsx";
import { type DateRange, RangeFields } from "./range-fields.tsx";

/** Close a range (no sale, no price shown) or open it again; the year's closed days are listed. */
export function ClosedDatesSection({
  closedDates,
  busy,
  onPreview,
  texts,
}: {
  closedDates: readonly string[];
  busy: boolean;
  onPreview: (change: PriceChange) => Promise<void>;
  texts: PricesTexts;
}) {
  const [range, setRange] = useState<DateRange>({ startDate: "", endDate: "" });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const preview = (closed: boolean) => {
    setErrors(NO_ERRORS);
    onPreview({ kind: "no_price", ...range, closed }).catch((error: unknown) => setErrors(formErrors(error)));
  };

  return (
    <section
      aria-labelledby="closed-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="closed-heading" className="text-xl font-bold text-stone-900">
        {texts.closedDates.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{texts.closedDates.help}</p>
      <p className="mt-2 text-sm text-stone-900">
        {closedDates.length > 0 ? texts.closedDates.list(closedDates.join(", ")) : texts.closedDates.none}
      </p>
      <form onSubmit={(event) => event.preventDefault()} className="mt-4 flex flex-col gap-4">
        <RangeFields range={range} onChange={setRange} errors={errors.fields} texts={texts} />
        <ErrorNote message={errors.message} />
        <div className="flex flex-wrap gap-3">
          <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={() => preview(true)}>
            {texts.closedDates.close}
          </button>
          <button type="button" className={SECONDARY_BUTTON} disabled={busy} onClick={() => preview(false)}>
            {texts.closedDates.reopen}
          </button>
        </div>
      </form>
    </section>
  );
}
