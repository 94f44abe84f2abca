import type { FormEventHandler, ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { SubmitButton } from "../../shell/components/office-controls.tsx";
import { ErrorNote } from "./office-parts.tsx";

/** One part of the prices page: a region named by its heading, its help, then what it holds. */
export function PricesSection(props: { id: string; heading: string; help?: string; children: ReactNode }) {
  const headingId = `${props.id}-heading`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
      <h2 id={headingId} className="text-xl font-bold text-stone-900">
        {props.heading}
      </h2>
      {props.help ? <p className="mt-1 text-sm text-stone-700">{props.help}</p> : null}
      {props.children}
    </section>
  );
}

/**
 * A form that previews a change: its fields (which find the form through react-hook-form's context), the
 * refusal that names no field, and its buttons (by default "Preview", busy while any preview is made).
 */
export function PreviewForm<Input extends FieldValues, Output>(props: {
  form: UseFormReturn<Input, unknown, Output>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  message: string | null;
  busy: boolean;
  t: TFunction;
  children: ReactNode;
  actions?: ReactNode;
  label?: string;
  className?: string;
}) {
  const { form, t } = props;
  return (
    <FormProvider {...form}>
      <form
        onSubmit={props.onSubmit}
        aria-label={props.label}
        className={props.className ?? "mt-4 flex flex-col gap-4"}
      >
        {props.children}
        <ErrorNote message={props.message} />
        <div className="flex flex-wrap gap-3">
          {props.actions ?? (
            <SubmitButton
              busy={props.busy}
              label={t("office.prices.preview")}
              busyLabel={t("office.prices.previewing")}
            />
          )}
        </div>
      </form>
    </FormProvider>
  );
}
