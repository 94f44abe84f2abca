import { zodResolver } from "@hookform/resolvers/zod";
import { exchangeRateSchema } from "@park/domain/office-prices/price-changes.ts";
import { useForm } from "react-hook-form";
import type { z } from "zod/mini";
import { Field } from "../../../../shared/forms/form-field.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { AuditTrail } from "../../shell/audit-trail.tsx";
import { INPUT_CLASSES, SubmitButton } from "../../shell/components/office-controls.tsx";
import { useSaveExchangeRate } from "../hooks/prices-queries.ts";
import { ErrorNote, formErrors } from "./office-parts.tsx";
import { PricesSection } from "./prices-form.tsx";

/** A box left empty is no rate: the schema calls it required, as the API does. */
function rateOf(text: unknown): number | undefined {
  return typeof text === "string" && text.trim() === "" ? undefined : Number(String(text).trim());
}

/** Pesos per US dollar: saved after a confirmation (the prices calendar does not show it, so no preview). */
export function ExchangeRateSection({
  value,
  onSaved,
  t,
}: {
  value: number | null;
  onSaved: (message: string) => void;
  t: TFunction;
}) {
  const form = useForm<z.input<typeof exchangeRateSchema>>({
    resolver: zodResolver(exchangeRateSchema),
    defaultValues: value === null ? {} : { value },
    reValidateMode: "onSubmit",
  });
  const save = useSaveExchangeRate();
  const refusal = save.isError ? formErrors(save.error) : null;
  // The API's words for the field when it refused it; the rule itself (the hint) when the page did.
  const fieldError = form.formState.errors.value ? t("office.prices.exchange.help") : refusal?.fields.value;

  const submit = form.handleSubmit(({ value: rate }) => {
    if (!window.confirm(t("office.prices.exchange.confirm", { value: String(rate) }))) return;
    save.mutate(rate, {
      onSuccess: (saved) => onSaved(t("office.prices.exchange.saved", { value: String(saved) })),
    });
  });

  return (
    <PricesSection id="exchange" heading={t("office.prices.exchange.heading")}>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-4">
        <Field
          look="office"
          label={t("office.prices.exchange.label")}
          hint={t("office.prices.exchange.help")}
          error={fieldError}
        >
          {(control) => (
            <input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              className={`${INPUT_CLASSES} max-w-xs`}
              placeholder={value === null ? t("office.prices.exchange.unset") : undefined}
              {...form.register("value", { setValueAs: rateOf })}
            />
          )}
        </Field>
        <ErrorNote message={refusal?.message ?? null} />
        <div>
          <SubmitButton busy={save.isPending} label={t("office.prices.exchange.save")} />
        </div>
      </form>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-stone-900">
          {t("office.prices.history")}
        </summary>
        <AuditTrail entityType="exchange_rate" entityId="USD" />
      </details>
    </PricesSection>
  );
}
