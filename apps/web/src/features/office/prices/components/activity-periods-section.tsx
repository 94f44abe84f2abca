import {
  ACTIVITY_PRICE_FIELDS,
  activityPricesSchema,
  type PriceChange,
} from "@park/domain/office-prices/price-changes.ts";
import { useState } from "react";
import { z } from "zod/mini";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { AuditTrail } from "../../shell/audit-trail.tsx";
import { SECONDARY_BUTTON_CLASSES, SubmitButton } from "../../shell/components/office-controls.tsx";
import type { OfficePricePeriod } from "../api/prices-api.ts";
import { pesosSchema, rangeShape, useChangeForm } from "../hooks/use-change-form.ts";
import { ErrorNote, formErrors, pesosText } from "./office-parts.tsx";
import { PriceFields, typedPrices } from "./price-fields.tsx";
import { PreviewForm, PricesSection } from "./prices-form.tsx";
import { RangeFields } from "./range-fields.tsx";

function periodSchema(invalidPrice: string) {
  return z.object({
    ...rangeShape,
    prices: z.record(z.keyof(activityPricesSchema), pesosSchema(invalidPrice)),
  });
}

/** The form of a new period (editing null) or of a stored one. */
function PeriodForm({
  editing,
  busy,
  onPreview,
  onCancel,
  t,
}: {
  editing: OfficePricePeriod | null;
  busy: boolean;
  onPreview: (change: PriceChange) => Promise<void>;
  onCancel: () => void;
  t: TFunction;
}) {
  const { form, preview, message } = useChangeForm(
    periodSchema(t("office.prices.invalidPrice")),
    {
      startDate: editing?.startDate ?? "",
      endDate: editing?.endDate ?? "",
      prices: typedPrices(ACTIVITY_PRICE_FIELDS, editing),
    },
    onPreview,
  );
  const title = editing
    ? t("office.prices.periods.formEdit", {
        range: t("office.prices.periods.range", { start: editing.startDate, end: editing.endDate }),
      })
    : t("office.prices.periods.formNew");

  return (
    <PreviewForm
      form={form}
      onSubmit={preview((values) => ({ kind: "activity_period", id: editing?.id ?? null, ...values }))}
      message={message}
      busy={busy}
      t={t}
      label={title}
      className="mt-4 flex flex-col gap-4 rounded-lg bg-stone-50 p-4"
      actions={
        <>
          <SubmitButton
            busy={busy}
            label={t("office.prices.preview")}
            busyLabel={t("office.prices.previewing")}
          />
          <button type="button" className={SECONDARY_BUTTON_CLASSES} onClick={onCancel}>
            {t("office.prices.periods.cancel")}
          </button>
        </>
      }
    >
      <h3 className="font-semibold text-stone-900">{title}</h3>
      <RangeFields t={t} />
      <PriceFields fields={ACTIVITY_PRICE_FIELDS} labels="office.prices.activityFields" />
    </PreviewForm>
  );
}

/** The activity price periods: each with edit, delete (confirmed, then previewed) and its history. */
export function ActivityPeriodsSection({
  periods,
  busy,
  onPreview,
  t,
}: {
  periods: readonly OfficePricePeriod[];
  busy: boolean;
  onPreview: (change: PriceChange) => Promise<void>;
  t: TFunction;
}) {
  // "new", a period's id, or null when no form is open.
  const [open, setOpen] = useState<"new" | number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const remove = (period: OfficePricePeriod) => {
    const range = t("office.prices.periods.range", { start: period.startDate, end: period.endDate });
    if (!window.confirm(t("office.prices.periods.confirmDelete", { range }))) return;
    setDeleteError(null);
    onPreview({ kind: "activity_period_delete", id: period.id }).catch((error: unknown) =>
      setDeleteError(formErrors(error).message),
    );
  };

  return (
    <PricesSection
      id="periods"
      heading={t("office.prices.periods.heading")}
      help={t("office.prices.periods.help")}
    >
      <ul className="mt-4 flex flex-col gap-3">
        {periods.map((period) => (
          <li key={period.id} className="rounded-lg border border-stone-200 p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold text-stone-900">
                {t("office.prices.periods.range", { start: period.startDate, end: period.endDate })}
              </p>
              <div className="flex gap-2">
                <button type="button" className={SECONDARY_BUTTON_CLASSES} onClick={() => setOpen(period.id)}>
                  {t("office.prices.periods.edit")}
                  <span className="sr-only">
                    {" "}
                    {t("office.prices.periods.range", { start: period.startDate, end: period.endDate })}
                  </span>
                </button>
                <button
                  type="button"
                  className={SECONDARY_BUTTON_CLASSES}
                  disabled={busy}
                  onClick={() => remove(period)}
                >
                  {t("office.prices.periods.delete")}
                  <span className="sr-only">
                    {" "}
                    {t("office.prices.periods.range", { start: period.startDate, end: period.endDate })}
                  </span>
                </button>
              </div>
            </div>
            <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2 lg:grid-cols-4">
              {ACTIVITY_PRICE_FIELDS.map((field) => (
                <div key={field} className="flex justify-between gap-2">
                  <dt className="text-stone-700">{t(`office.prices.activityFields.${field}`)}</dt>
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
                t={t}
              />
            )}
            <details className="mt-2">
              <summary className="cursor-pointer text-sm font-semibold text-stone-900">
                {t("office.prices.history")}
              </summary>
              <AuditTrail entityType="activity_price_period" entityId={String(period.id)} />
            </details>
          </li>
        ))}
      </ul>
      <ErrorNote message={deleteError} />
      {open === "new" ? (
        <PeriodForm editing={null} busy={busy} onPreview={onPreview} onCancel={() => setOpen(null)} t={t} />
      ) : (
        <button type="button" className={`${SECONDARY_BUTTON_CLASSES} mt-4`} onClick={() => setOpen("new")}>
          {t("office.prices.periods.add")}
        </button>
      )}
    </PricesSection>
  );
}
