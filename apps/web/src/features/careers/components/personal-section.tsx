import { readHeight, readWeight } from "@park/domain/careers/application-number-inputs.ts";
import {
  adultDeadlineYear,
  earliestBirthDate,
  latestAdultBirthDate,
} from "@park/domain/careers/birth-date.ts";
import {
  GENDERS,
  APPLICATION_LIMITS as LIMITS,
  MARITAL_STATUSES,
} from "@park/domain/careers/job-application-options.ts";
import { capitalizeName, formatPhoneMask } from "@park/domain/checkout/contact-schema.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useApplicationFormContext } from "../hooks/application-form-context.ts";
import { useOptions } from "../hooks/use-options.ts";
import { FormSection, NumberField, RadioField, SelectField, TextField } from "./form-fields.tsx";

/** Personal data (001 §3 Identity). */
export function PersonalSection() {
  const { t } = useTranslation();
  const form = useApplicationFormContext();
  const options = useOptions();
  const today = form.context.today;
  const text = { maxLength: LIMITS.text };
  return (
    <FormSection id="section-personal" title={t("careers.sections.personal")}>
      <TextField path="applicantName" required {...text} autoComplete="given-name" onLeave={capitalizeName} />
      <TextField
        path="applicantFatherLastname"
        required
        {...text}
        autoComplete="family-name"
        onLeave={capitalizeName}
      />
      <TextField path="applicantMotherLastname" {...text} onLeave={capitalizeName} />
      <TextField
        path="birthDate"
        type="date"
        required
        min={earliestBirthDate(today)}
        max={latestAdultBirthDate(today)}
        hint={t("careers.form.birthDateHint", { year: adultDeadlineYear(today) })}
      />
      <RadioField path="gender" required options={options("gender", GENDERS)} />
      {form.values.gender === "O" && <TextField path="otherGender" required {...text} />}
      <TextField path="address" required {...text} autoComplete="address-line1" />
      <TextField path="municipality" required {...text} />
      <TextField path="neighborhood" required {...text} />
      <TextField path="nationality" required {...text} />
      <TextField
        path="phoneNumber"
        type="tel"
        required
        inputMode="tel"
        maxLength={14}
        format={formatPhoneMask}
        autoComplete="tel"
        hint="(###) ###-####"
      />
      <TextField path="homePhoneNumber" type="tel" inputMode="tel" maxLength={14} format={formatPhoneMask} />
      <TextField path="email" type="email" required {...text} autoComplete="email" />
      <NumberField path="height" required inputMode="decimal" maxLength={4} read={readHeight} />
      <NumberField
        path="weight"
        required
        inputMode="decimal"
        maxLength={LIMITS.weight.maxCharacters}
        read={readWeight}
      />
      <SelectField path="maritalStatus" required options={options("maritalStatus", MARITAL_STATUSES)} />
      <TextField path="hobbies" required multiline maxLength={LIMITS.longText} />
    </FormSection>
  );
}
