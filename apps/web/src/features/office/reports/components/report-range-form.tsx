import { zodResolver } from "@hookform/resolvers/zod";
import { SALES_MAX_DAYS } from "@park/domain/office-dashboard/dashboard-dto.ts";
import { reportRangeQuerySchema } from "@park/domain/office-reports/report-dto.ts";
import { useForm } from "react-hook-form";
import { Field } from "../../../../shared/forms/form-field.tsx";
import { codeText } from "../../../../shared/i18n/code-text.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { INPUT_CLASSES, SubmitButton } from "../../shell/components/office-controls.tsx";
import type { ReportRange } from "../report-range.ts";

/** A rule's code (an empty date, a reversed or too long range) in the office's words. */
function rangeError(message: string | undefined): string | null {
  return message ? codeText("office.reports.rangeErrors", message, { days: SALES_MAX_DAYS }) : null;
}

/**
 * The reports' range, checked by the API's own rule (reportRangeQuerySchema: both dates, in order, at most
 * a year) so the page never asks for what the API would refuse.
 */
export function ReportRangeForm(props: {
  range: ReportRange;
  t: TFunction;
  onShow: (range: ReportRange) => void;
}) {
  const { t } = props;
  const { register, handleSubmit, formState } = useForm<ReportRange>({
    defaultValues: props.range,
    resolver: zodResolver(reportRangeQuerySchema),
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-3"
      onSubmit={handleSubmit((range) => props.onShow({ from: range.from, to: range.to }))}
    >
      <Field look="office" label={t("office.reports.from")} error={rangeError(errors.from?.message)}>
        {(control) => <input {...control} type="date" className={INPUT_CLASSES} {...register("from")} />}
      </Field>
      <Field look="office" label={t("office.reports.to")} error={rangeError(errors.to?.message)}>
        {(control) => <input {...control} type="date" className={INPUT_CLASSES} {...register("to")} />}
      </Field>
      <SubmitButton busy={false} label={t("office.reports.show")} className="mt-6" />
    </form>
  );
}
