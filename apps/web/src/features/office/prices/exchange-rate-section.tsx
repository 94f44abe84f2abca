import { exchangeRateSchema } from "@park/domain/office-prices/price-changes.ts";
import { type FormEvent, useState } from "react";
import { AuditTrail } from "../shell/audit-trail.tsx";
import {
  ErrorNote,
  Field,
  type FormErrors,
  formErrors,
  INPUT,
  NO_ERRORS,
  PRIMARY_BUTTON,
} from "./office-parts.tsx";
import { saveExchangeRate } from "./prices-calls.ts";
import type { PricesTexts } from "./prices-texts.ts";

/** Pesos per US dollar: saved after a confirmation (the prices calendar does not show it, so no preview). */
export function ExchangeRateSection({
  value,
  onSaved,
  texts,
}: {
  value: number | null;
  onSaved: (message: string) => void;
  texts: PricesTexts;
}) {
  const [text, setText] = useState(value === null ? "" : String(value));
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [round, setRound] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = exchangeRateSchema.safeParse({ value: Number(text.trim()) });
    if (text.trim() === "" || !parsed.success) {
      setErrors({ fields: { value: texts.exchange.help }, message: null });
      return;
    }
    if (!window.confirm(texts.exchange.confirm(text.trim()))) return;
    setSaving(true);
    setErrors(NO_ERRORS);
    saveExchangeRate(parsed.data.value).then(
      (saved) => {
        setSaving(false);
        setRound((n) => n + 1);
        onSaved(texts.exchange.saved(String(saved)));
      },
      (error: unknown) => {
        setSaving(false);
        setErrors(formErrors(error));
      },
    );
  };

  return (
    <section
      aria-labelledby="exchange-heading"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="exchange-heading" className="text-xl font-bold text-stone-900">
        {texts.exchange.heading}
      </h2>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <Field label={texts.exchange.label} hint={texts.exchange.help} error={errors.fields.value}>
          {(props) => (
            <input
              {...props}
              inputMode="decimal"
              autoComplete="off"
              className={`${INPUT} max-w-xs`}
              value={text}
              placeholder={value === null ? texts.exchange.unset : undefined}
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <ErrorNote message={errors.message} />
        <div>
          <button type="submit" className={PRIMARY_BUTTON} disabled={saving}>
            {texts.exchange.save}
          </button>
        </div>
      </form>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-stone-900">{texts.history}</summary>
        <AuditTrail key={round} entityType="exchange_rate" entityId="USD" />
      </details>
    </section>
  );
}
