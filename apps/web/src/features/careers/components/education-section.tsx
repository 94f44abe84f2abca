import { readGradePointAverage } from "@park/domain/careers/application-number-inputs.ts";
import { onCurrentlyStudyingChange } from "@park/domain/careers/application-visibility.ts";
import {
  courseFields,
  EDUCATION_LEVELS,
  type EducationLevel,
  type EducationValues,
  gradeChoices,
  isCourseAsked,
  isGradeAsked,
  isLevelAsked,
  isLevelStudied,
  type ModalityLevel,
  onAccreditedChange,
  onModalityChange,
} from "@park/domain/careers/education-cascade.ts";
import {
  ACCREDITED_ANSWERS,
  type AccreditedAnswer,
  CERTIFIED_ANSWERS,
  APPLICATION_LIMITS as LIMITS,
  SCHOOL_GRADES,
  SCHOOL_MODALITIES,
  type SchoolModality,
} from "@park/domain/careers/job-application-options.ts";
import { asksProfessionalLicense } from "@park/domain/careers/job-title-rules.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useApplicationFormContext } from "../hooks/application-form-context.ts";
import { useOptions } from "../hooks/use-options.ts";
import { FormSection, NumberField, RadioField, SelectField, TextField, YesNoField } from "./form-fields.tsx";

function SchoolLevel({ level }: { level: EducationLevel }) {
  const form = useApplicationFormContext();
  const options = useOptions();
  const values: EducationValues = form.values;
  if (!isLevelAsked(values, level)) return null;
  const modality =
    level === "highSchool" || level === "university" ? (values[`${level}Modality`] ?? null) : null;
  return (
    <>
      <RadioField
        path={`${level}Accredited`}
        required
        options={options("accredited", ACCREDITED_ANSWERS)}
        onChoose={(answer) => form.patch(onAccreditedChange(level, answer as AccreditedAnswer | null))}
      />
      {isLevelStudied(values, level) && (
        <>
          <TextField path={`${level}Name`} required maxLength={LIMITS.text} />
          {(level === "highSchool" || level === "university") && (
            <SelectField
              path={`${level}Modality`}
              required
              options={options("modality", SCHOOL_MODALITIES)}
              onChoose={(chosen) => form.patch(onModalityChange(level, chosen as SchoolModality | null))}
            />
          )}
          {(level === "highSchool" || level === "university") && isCourseAsked(values, level) && (
            <CourseFields level={level} />
          )}
          {isGradeAsked(values, level) && (
            <SelectField
              path={`${level}Grade`}
              required
              options={options("grade", gradeChoices(level, modality))}
            />
          )}
          <RadioField path={`${level}Certified`} required options={options("certified", CERTIFIED_ANSWERS)} />
          {level === "highSchool" && <TextField path="highSchoolTechnicalDegree" maxLength={LIMITS.text} />}
          {level === "university" && <TextField path="universityDegree" required maxLength={LIMITS.text} />}
        </>
      )}
    </>
  );
}

/**
 * A special course's start date and duration, asked instead of a grade (001 §4). The duration takes any
 * length as typed, so that past 50 characters the spec's own message says so when the field is left.
 */
function CourseFields({ level }: { level: ModalityLevel }) {
  const [start, duration] = courseFields(level);
  return (
    <>
      <TextField path={start} type="date" required />
      <TextField path={duration} required />
    </>
  );
}

/** Schooling: the four levels' cascade, current studies, average and professional licence (001 §4). */
export function EducationSection() {
  const { t } = useTranslation();
  const form = useApplicationFormContext();
  const options = useOptions();
  const values = form.values;
  const special = values.currentlySchoolModality === "SPECIAL_COURSE";
  const licenseAsked = asksProfessionalLicense(form.context.mainJob, values.alternativeApplication);
  return (
    <>
      <FormSection id="section-education" title={t("careers.sections.education")}>
        {EDUCATION_LEVELS.map((level) => (
          <SchoolLevel key={level} level={level} />
        ))}
        <NumberField
          path="lastGradePointAverage"
          inputMode="decimal"
          maxLength={LIMITS.gradePointAverage.maxCharacters}
          read={readGradePointAverage}
        />
        {licenseAsked && (
          <YesNoField
            path="professionalLicense"
            required
            onChoose={(held) => form.patch({ professionalLicense: held, professionalLicenseNumber: null })}
          />
        )}
        {licenseAsked && values.professionalLicense === true && (
          <TextField path="professionalLicenseNumber" required maxLength={LIMITS.text} />
        )}
      </FormSection>
      <FormSection id="section-current-studies" title={t("careers.sections.currentStudies")}>
        <YesNoField
          path="currentlyStudying"
          required
          onChoose={(studying) => form.patch(onCurrentlyStudyingChange(studying))}
        />
        {values.currentlyStudying === true && (
          <>
            <TextField path="currentlySchoolName" required maxLength={LIMITS.text} />
            <SelectField
              path="currentlySchoolModality"
              required
              options={options("modality", SCHOOL_MODALITIES)}
              onChoose={(chosen) =>
                form.patch({
                  currentlySchoolModality: chosen as SchoolModality | null,
                  currentlySchoolGrade: null,
                  currentlyDateInitOfCourse: null,
                  currentlyCourseDuration: null,
                })
              }
            />
            <TextField path="currentlySchoolSchedule" required maxLength={LIMITS.text} />
            <TextField path="currentlySchoolDegree" required maxLength={LIMITS.text} />
            {special ? (
              <>
                <TextField path="currentlyDateInitOfCourse" type="date" required />
                <TextField path="currentlyCourseDuration" required />
              </>
            ) : (
              <SelectField path="currentlySchoolGrade" required options={options("grade", SCHOOL_GRADES)} />
            )}
            <TextField path="currentlySchoolCity" required maxLength={LIMITS.text} />
          </>
        )}
      </FormSection>
    </>
  );
}
