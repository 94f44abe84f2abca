import { readWholeNumber } from "@park/domain/careers/application-number-inputs.ts";
import { APPLICATION_LIMITS as LIMITS } from "@park/domain/careers/job-application-options.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useApplicationFormContext } from "../hooks/application-form-context.ts";
import { FormSection, NumberField, TextField, YesNoField } from "./form-fields.tsx";

/** English, skills and health (001 §3). */
export function SkillsSection() {
  const { t } = useTranslation();
  const form = useApplicationFormContext();
  const long = { multiline: true, maxLength: LIMITS.longText };
  return (
    <FormSection id="section-skills" title={t("careers.sections.skills")}>
      <YesNoField path="speaksEnglish" required />
      {form.values.speaksEnglish === true && (
        <NumberField
          path="englishProficiencyPercentage"
          required
          maxLength={LIMITS.englishPercentage.maxCharacters}
          read={(typed) => readWholeNumber(typed, LIMITS.englishPercentage.maxCharacters)}
        />
      )}
      <TextField path="operableOfficeEquipment" {...long} />
      <TextField path="operableSoftware" {...long} />
      <TextField path="operableExtraEquipment" {...long} />
      <TextField path="extraSkills" {...long} />
      <YesNoField path="hasIllness" required />
      {form.values.hasIllness === true && <TextField path="illness" required {...long} />}
    </FormSection>
  );
}
