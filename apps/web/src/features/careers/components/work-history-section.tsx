import { formatSalary, readSalaryCentavos } from "@park/domain/careers/application-number-inputs.ts";
import { APPLICATION_LIMITS as LIMITS, MONTHS } from "@park/domain/careers/job-application-options.ts";
import { durationInCompany, workHistoryYears } from "@park/domain/careers/work-history.ts";
import { capitalizeName, formatPhoneMask } from "@park/domain/checkout/contact-schema.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useApplicationFormContext } from "../hooks/application-form-context.ts";
import { useOptions } from "../hooks/use-options.ts";
import {
  FormSection,
  fieldId,
  NumberField,
  positions,
  SelectField,
  TextField,
  YesNoField,
} from "./form-fields.tsx";

function HistoryEntry({ index }: { index: number }) {
  const { t } = useTranslation();
  const form = useApplicationFormContext();
  const options = useOptions();
  const row = form.values.applicantHistory[index];
  if (!row) return null;
  const path = (field: string) => `applicantHistory.${index}.${field}`;
  // Only the first entry is required (001 §5).
  const required = index === 0;
  const years = workHistoryYears(Number(form.context.today.slice(0, 4))).map((year) => ({
    value: String(year),
    label: String(year),
  }));
  const yearHint = t("careers.form.yearsTooltip");
  const { workDateStartMonth: sm, workDateStartYear: sy, workDateEndMonth: em, workDateEndYear: ey } = row;
  const duration =
    sm && sy && em && ey ? durationInCompany({ month: sm, year: sy }, { month: em, year: ey }) : "";
  const durationId = fieldId(path("durationInCompany"));
  const text = { required, maxLength: LIMITS.text };
  const year = (field: string) => (
    <SelectField
      path={path(field)}
      required={required}
      options={years}
      hint={yearHint}
      onChoose={(chosen) => form.set(path(field), chosen === null ? null : Number(chosen))}
    />
  );
  const salary = (field: string) => (
    <NumberField
      path={path(field)}
      required={required}
      inputMode="decimal"
      hint={t("careers.form.salaryHint")}
      read={readSalaryCentavos}
      show={formatSalary}
    />
  );
  return (
    <fieldset className="grid gap-5 border-t border-stone-200 pt-5 sm:col-span-2 sm:grid-cols-2">
      <legend className="text-lg font-bold text-forest-900">
        {t("careers.form.historyEntry", { number: index + 1 })}
      </legend>
      <TextField path={path("companyName")} {...text} />
      <TextField
        path={path("companyPhoneNumber")}
        type="tel"
        inputMode="tel"
        maxLength={14}
        format={formatPhoneMask}
      />
      <TextField path={path("companyCity")} {...text} />
      <TextField path={path("position")} {...text} />
      <SelectField path={path("workDateStartMonth")} required={required} options={options("month", MONTHS)} />
      {year("workDateStartYear")}
      <SelectField path={path("workDateEndMonth")} required={required} options={options("month", MONTHS)} />
      {year("workDateEndYear")}
      <div>
        <label htmlFor={durationId} className="block font-semibold text-stone-800">
          {t("careers.fields.durationInCompany")}
        </label>
        <output
          id={durationId}
          htmlFor={`${fieldId(path("workDateStartMonth"))} ${fieldId(path("workDateEndYear"))}`}
          className="mt-1 block min-h-10 py-2 text-stone-900"
        >
          {duration}
        </output>
      </div>
      {salary("weeklySalaryInitial")}
      {salary("weeklySalaryFinal")}
      <TextField path={path("quittingReason")} {...text} />
      <TextField path={path("supervisorName")} {...text} onLeave={capitalizeName} />
      <TextField path={path("supervisorPosition")} {...text} />
    </fieldset>
  );
}

/** Work history: up to 3 jobs, hidden for a first job (001 §4). */
export function WorkHistorySection() {
  const { t } = useTranslation();
  const form = useApplicationFormContext();
  return (
    <FormSection id="section-history" title={t("careers.sections.history")}>
      <YesNoField path="isFirstJob" required />
      {form.values.isFirstJob === false && (
        <>
          <p className="text-stone-700 sm:col-span-2">{t("careers.form.historyHint")}</p>
          {positions(form.values.applicantHistory).map((index) => (
            <HistoryEntry key={index} index={index} />
          ))}
        </>
      )}
    </FormSection>
  );
}
