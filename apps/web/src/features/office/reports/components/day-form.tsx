import { zodResolver } from "@hookform/resolvers/zod";
import { isoDateSchema } from "@park/domain/catalog.ts";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { Field } from "../../../../shared/forms/form-field.tsx";
import { codeText } from "../../../../shared/i18n/code-text.ts";
import { INPUT_CLASSES, SubmitButton } from "../../shell/components/office-controls.tsx";

/** One park date, as the reports' calls take it. */
const dayFormSchema = z.object({ date: isoDateSchema });
type DayFormValues = z.infer<typeof dayFormSchema>;

/** The date of a day's list (arrivals, a day's activity slots); `date` is the one shown now. */
export function DayForm(props: {
  label: string;
  /** The button's name, distinct on a page with more than one form. */
  show: string;
  date: string;
  onShow: (date: string) => void;
}) {
  const { register, handleSubmit, formState } = useForm<DayFormValues>({
    defaultValues: { date: props.date },
    resolver: zodResolver(dayFormSchema),
  });
  const message = formState.errors.date?.message;
  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-3 print:hidden"
      onSubmit={handleSubmit(({ date }) => props.onShow(date))}
    >
      <Field
        look="office"
        label={props.label}
        error={message ? codeText("office.reports.rangeErrors", message) : null}
      >
        {(control) => <input {...control} type="date" className={INPUT_CLASSES} {...register("date")} />}
      </Field>
      <SubmitButton busy={false} label={props.show} className="mt-6" />
    </form>
  );
}
