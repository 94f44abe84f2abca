import {
  ACTIVITY_PRICE_FIELDS,
  type ActivityPrices,
  type PriceChange,
} from "@park/domain/office-prices/price-changes.ts";
import { type FormEvent, useState } from "react";
import { AuditTrail } from "../../shell/audit-trail.tsx";
import type { OfficePeriod } from "../api/prices-api.ts";
import type { PricesTexts } from "../prices-texts.ts";
import {
  ErrorNote,
  type FormErrors,
  formErrors,
  NO_ERRORS,
  PRIMARY_BUTTON,
  parsePesos,
  pesosText,
  SECONDARY_BUTTON,
} from "./office-parts.tsx";
import { PriceFields, pricesFromTexts } from "./price-fields.tsx";
import { type DateRange, RangeFields } from "./range-fields.tsx";

type Texts = Record<keyof ActivityPrices, string>;

function textsOf(period: OfficePeriod | null): Texts {
  const texts = {} as Texts;
  for (const field of ACTIVITY_PRICE_FIELDS) texts[field] = period ? pesosText(period[field]) : "";
  return texts;
}

/** The form of a new period (editing null) or of a stored one. */
function PeriodForm({
  editing,
  busy,
  onPreview,
  onCancel,
  texts,
}: {
  editing: OfficePeriod | null;
  busy: boolean;
  onPreview: (change: PriceChange) => Promise<void>;
  onCancel: () => void;
  texts: PricesTexts;
}) {
  const [range, setRange] = useState<DateRange>({
    startDate: editing?.startDate ?? "",
    endDate: editing?.endDate ?? "",
  });
  const [values, setValues] = useState<Texts>(() => textsOf(editing));
  const [invalid, setInvalid] = useState<Partial<Texts>>({});
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    const parsed = pricesFromTexts(ACTIVITY_PRICE_FIELDS, values, parsePesos);
    if (!parsed.ok) {
      setInvalid(Object.fromEntries(parsed.invalid.map((field) => [field, texts.invalidPrice])));
      return;
    }
    setInvalid({});
    onPreview({ kind: "activity_period", id: editing?.id ?? null, ...range, prices: parsed.prices }).catch(
      (error: unknown) => setErrors(formErrors(error)),
    );
  };

  const serverErrors = Object.fromEntries(
    ACTIVITY_PRICE_FIELDS.flatMap((field) => {
      const message = errors.fields[`prices.${field}`];
      return message ? [[field, message]] : [];
    }),
  );
  const title = editing
    ? texts.periods.formEdit(texts.periods.range(editing.startDate, editing.endDate))
    : texts.periods.formNew;

  return (
    <form
      onSubmit={submit}
      aria-label={title}
      className="mt-4 flex flex-col gap-4 rounded-lg bg-stone-50 p-4"
    >
      <h3 className="font-semibold text-stone-900">{title}</h3>
      <RangeFields range={range} onChange={setRange} errors={errors.fields} texts={texts} />
      <PriceFields
        fields={ACTIVITY_PRICE_FIELDS}
        labels={texts.activityFields}
        values={values}
        errors={{ ...serverErrors, ...invalid }}
        onChange={(field, text) => setValues((current) => ({ ...current, [field]: text }))}
      />
      <ErrorNote message={errors.message} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
          {busy ? texts.previewing : texts.preview}
        </button>
        <button type="button" className={SECONDARY_BUTTON} onClick={onCancel}>
          {texts.periods.cancel}
        </button>
      </div>
    </form>
  );
}

/** The activity price periods: each with edit, delete (confirmed, then previewed) and its history. */
export function ActivityPeriodsSection({
  periods,
  busy,
  onPreview,
  texts,
}: {
  periods: readonly OfficePeriod[];
  busy: boolean;
  onPreview: (change: PriceChange) => Promise<void>;
  texts: PricesTexts;
}) {
  // "new", a period's id, or null when no form is open.
  const [open, setOpen] = useState<"new" | number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const remove = (period: OfficePeriod) => {
    const range = texts.periods.range(period.startDate, period.endDate);
    if (!window.confirm(texts.periods.confirmDelete(range))) return;
    setDeleteError(null);
    onPreview({ kind: "activity_period_delete", id: period.id }).catch((error: unknown) =>
      setDeleteError(formErrors(error).message),
    );
  };

  return (
    <section
      aria-labelledby="periods-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="periods-heading" className="text-xl font-bold text-stone-900">
        {texts.periods.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{texts.periods.help}</p>
      <ul className="mt-4 flex flex-col gap-3">
        {periods.map((period) => (
          <li key={period.id} className="rounded-lg border border-stone-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-stone-900">
                {texts.periods.range(period.startDate, period.endDate)}
              </p>
              <div className="flex gap-2">
                <button type="button" className={SECONDARY_BUTTON} onClick={() => setOpen(period.id)}>
                  {texts.periods.edit}
                  <span className="sr-only"> {texts.periods.range(period.startDate, period.endDate)}</span>
                </button>
                <button
                  type="button"
                  className={SECONDARY_BUTTON}
                  disabled={busy}
                  onClick={() => remove(period)}
                >
                  {texts.periods.delete}
                  <span className="sr-only"> {texts.periods.range(period.startDate, period.endDate)}</span>
                </button>
              </div>
            </div>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
              {ACTIVITY_PRICE_FIELDS.map((field) => (
                <div key={field} className="flex justify-between gap-2">
                  <dt className="text-stone-700">{texts.activityFields[field]}</dt>
                  <dd className="tabular-nums text-stone-900">${pesosText(period[field])}</dd>
                </div>
              ))}
            </dl>
            {open === period.id && (
              <PeriodForm
                editing={period}
                busy={busy}
                onPreview={onPreview}
                onCancel={() => setOpen(null)}
                texts={texts}
              />
            )}
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-semibold text-stone-900">
                {texts.history}
              </summary>
              <AuditTrail entityType="activity_price_period" entityId={String(period.id)} />
            </details>
          </li>
        ))}
      </ul>
      <ErrorNote message={deleteError} />
      {open === "new" ? (
        <PeriodForm
          editing={null}
          busy={busy}
          onPreview={onPreview}
          onCancel={() => setOpen(null)}
          texts={texts}
        />
      ) : (
        <button type="button" className={`${SECONDARY_BUTTON} mt-4`} onClick={() => setOpen("new")}>
          {texts.periods.add}
        </button>
      )}
    </section>
  );
}
