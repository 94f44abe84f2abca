import { useEffect, useRef, useState } from "react";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { YearCalendar } from "../../../../shared/prices-calendar/year-calendar.tsx";
import type { CalendarData } from "../../../../shared/prices-calendar/yearly-prices.ts";
import { BUTTON_CLASSES, SECONDARY_BUTTON_CLASSES } from "../../shell/components/office-controls.tsx";
import { ErrorNote, formErrors } from "./office-parts.tsx";

/**
 * The pending change on the visitor's own prices calendar, with Save and Discard. Focus comes here when
 * the preview is ready, so keyboard and screen-reader users land on what they asked for.
 */
export function PreviewPanel({
  label,
  calendar,
  onSave,
  onDiscard,
  t,
}: {
  label: string;
  calendar: CalendarData;
  onSave: () => Promise<void>;
  onDiscard: () => void;
  t: TFunction;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  const save = () => {
    setSaving(true);
    setError(null);
    onSave().catch((failure: unknown) => {
      setSaving(false);
      setError(formErrors(failure).message ?? Object.values(formErrors(failure).fields).join(" "));
    });
  };

  return (
    <section
      aria-labelledby="preview-heading"
      className="rounded-xl border-2 border-orange-600 bg-white p-5 shadow-sm"
      data-testid="price-preview"
    >
      <h2
        id="preview-heading"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-stone-900 focus:outline-none"
      >
        {t("office.prices.draft.heading")}
      </h2>
      <p className="mt-1 font-semibold text-stone-900">{label}</p>
      <p className="text-sm text-orange-900">{t("office.prices.draft.notSaved")}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className={BUTTON_CLASSES} disabled={saving} onClick={save}>
          {saving ? t("office.prices.draft.saving") : t("office.prices.draft.save")}
        </button>
        <button type="button" className={SECONDARY_BUTTON_CLASSES} disabled={saving} onClick={onDiscard}>
          {t("office.prices.draft.discard")}
        </button>
      </div>
      <ErrorNote message={error} />
      <div className="mt-5">
        <YearCalendar data={calendar} />
      </div>
    </section>
  );
}
