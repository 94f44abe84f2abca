import type { PriceChange } from "@park/domain/office-prices/price-changes.ts";
import { z } from "zod/mini";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { SECONDARY_BUTTON_CLASSES } from "../../shell/components/office-controls.tsx";
import { rangeShape, useChangeForm } from "../hooks/use-change-form.ts";
import { PreviewForm, PricesSection } from "./prices-form.tsx";
import { RangeFields } from "./range-fields.tsx";

const closedDatesSchema = z.object(rangeShape);

/** Close a range (no sale, no price shown) or open it again; the year's closed days are listed. */
export function ClosedDatesSection({
  closedDates,
  busy,
  onPreview,
  t,
}: {
  closedDates: readonly string[];
  busy: boolean;
  onPreview: (change: PriceChange) => Promise<void>;
  t: TFunction;
}) {
  const { form, preview, message } = useChangeForm(
    closedDatesSchema,
    { startDate: "", endDate: "" },
    onPreview,
  );
  // Two ways to send the same range; neither is the form's default (Enter in a date box sends nothing).
  const send = (closed: boolean, label: string) => (
    <button
      type="button"
      className={SECONDARY_BUTTON_CLASSES}
      disabled={busy}
      onClick={preview((range) => ({ kind: "no_price", ...range, closed }))}
    >
      {label}
    </button>
  );

  return (
    <PricesSection
      id="closed"
      heading={t("office.prices.closedDates.heading")}
      help={t("office.prices.closedDates.help")}
    >
      <p className="mt-2 text-sm text-stone-900">
        {closedDates.length > 0
          ? t("office.prices.closedDates.list", { dates: closedDates.join(", ") })
          : t("office.prices.closedDates.none")}
      </p>
      <PreviewForm
        form={form}
        onSubmit={(event) => event.preventDefault()}
        message={message}
        busy={busy}
        t={t}
        actions={
          <>
            {send(true, t("office.prices.closedDates.close"))}
            {send(false, t("office.prices.closedDates.reopen"))}
          </>
        }
      >
        <RangeFields t={t} />
      </PreviewForm>
    </PricesSection>
  );
}
