import { PRICE_COLORS, type PriceColor } from "@park/domain/constants.ts";
import { addMonths } from "@park/domain/dates.ts";
import {
  type DateTariff,
  type PriceChange,
  TARIFF_FIELDS,
} from "@park/domain/office-prices/price-changes.ts";
import { type FormEvent, useState } from "react";
import { Field } from "../../../../shared/forms/form-field.tsx";
import { AuditTrail } from "../../shell/audit-trail.tsx";
import type { PricesTexts } from "../prices-texts.ts";
import {
  ErrorNote,
  type FormErrors,
  formErrors,
  INPUT,
  NO_ERRORS,
  PRIMARY_BUTTON,
  parsePesos,
  pesosText,
} from "./office-parts.tsx";
import { PriceFields, pricesFromTexts } from "./price-fields.tsx";
import { type DateRange, RangeFields } from "./range-fields.tsx";

type Texts = Record<keyof DateTariff, string>;

function textsOf(tariff: DateTariff | null): Texts {
  const texts = {} as Texts;
  for (const field of TARIFF_FIELDS) texts[field] = tariff ? pesosText(tariff[field]) : "";
  return texts;
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
  const [color, setColor] = useState<PriceColor>("BLUE");
  const [values, setValues] = useState<Texts>(() => textsOf(tariffs.BLUE));
  const [range, setRange] = useState<DateRange>({ startDate: today, endDate: addMonths(today, 24) });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [invalid, setInvalid] = useState<Partial<Texts>>({});

  const chooseColor = (next: PriceColor) => {
    setColor(next);
    setValues(textsOf(tariffs[next]));
    setInvalid({});
    setErrors(NO_ERRORS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors(NO_ERRORS);
    const parsed = pricesFromTexts(TARIFF_FIELDS, values, parsePesos);
    if (!parsed.ok) {
      setInvalid(Object.fromEntries(parsed.invalid.map((field) => [field, texts.invalidPrice])));
      return;
    }
    setInvalid({});
    onPreview({ kind: "tariff", ...range, color, prices: parsed.prices }).catch((error: unknown) =>
      setErrors(formErrors(error)),
    );
  };

  const serverErrors = Object.fromEntries(
    TARIFF_FIELDS.flatMap((field) => {
      const message = errors.fields[`prices.${field}`];
      return message ? [[field, message]] : [];
    }),
  );

  return (
    <section
      aria-labelledby="tariff-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="tariff-heading" className="text-xl font-bold text-stone-900">
        {texts.tariff.heading}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{texts.tariff.help}</p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <Field look="office" label={texts.tariff.color} error={errors.fields.color}>
          {(props) => (
            <select
              {...props}
              className={`${INPUT} max-w-xs`}
              value={color}
              onChange={(event) => {
                const next = PRICE_COLORS.find((option) => option === event.target.value);
                if (next) chooseColor(next);
              }}
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
        <RangeFields range={range} onChange={setRange} errors={errors.fields} texts={texts} />
        <PriceFields
          fields={TARIFF_FIELDS}
          labels={texts.tariffFields}
          values={values}
          errors={{ ...serverErrors, ...invalid }}
          onChange={(field, text) => setValues((current) => ({ ...current, [field]: text }))}
        />
        <ErrorNote message={errors.message} />
        <div>
          <button type="submit" className={PRIMARY_BUTTON} disabled={busy}>
            {busy ? texts.previewing : texts.preview}
          </button>
        </div>
      </form>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-stone-900">{texts.history}</summary>
        <AuditTrail key={`${color}-${savedRound}`} entityType="tariff" entityId={color} />
      </details>
    </section>
  );
}
