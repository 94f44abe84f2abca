import { readWholeNumber } from "@park/domain/careers/application-number-inputs.ts";
import { offersAlternatives } from "@park/domain/careers/application-visibility.ts";
import { childrenAgesFor } from "@park/domain/careers/clean-job-application.ts";
import {
  DRIVER_LICENSE_EMITTERS,
  DRIVER_LICENSE_TYPES,
  JOB_POST_SOURCES,
  APPLICATION_LIMITS as LIMITS,
  MEXICAN_STATES,
  SHIRT_SIZES,
} from "@park/domain/careers/job-application-options.ts";
import { withoutDriverJobs } from "@park/domain/careers/job-title-rules.ts";
import { capitalizeName } from "@park/domain/checkout/contact-schema.ts";
import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { JobPost } from "../api/job-posts-api.ts";
import { useApplicationFormContext } from "../hooks/application-form-context.ts";
import { useErrorText } from "../hooks/use-error-text.ts";
import { useOptions } from "../hooks/use-options.ts";
import { AlternativeVacancies } from "./alternative-vacancies.tsx";
import { CreditorsField } from "./creditors-field.tsx";
import {
  FormSection,
  NumberField,
  positions,
  RadioField,
  SelectField,
  TextField,
  YesNoField,
} from "./form-fields.tsx";

const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** General information with its conditional fields (001 §3 General, §4). */
export function GeneralSection({ otherPosts }: { otherPosts: readonly JobPost[] }) {
  const { t } = useTranslation();
  const form = useApplicationFormContext();
  const options = useOptions();
  const values = form.values;
  const today = form.context.today;
  const [specificDate, setSpecificDate] = useState(false);
  const text = { maxLength: LIMITS.text };
  const count = (path: string, bounds: { max: number }, onValue?: (value: number | null) => void) => (
    <NumberField
      path={path}
      required
      maxLength={String(bounds.max).length}
      read={(typed) => {
        const value = readWholeNumber(typed, String(bounds.max).length);
        onValue?.(value);
        return value;
      }}
    />
  );

  return (
    <FormSection id="section-general" title={t("careers.sections.general")}>
      <YesNoField path="hasVehicle" required />
      <YesNoField
        path="hasDriverLicense"
        required
        onChoose={(held) =>
          form.patch(
            held
              ? { hasDriverLicense: true }
              : {
                  hasDriverLicense: false,
                  driverLicenseType: null,
                  driverLicenseEmitter: null,
                  driverLicenseState: null,
                  alternativeApplication: withoutDriverJobs(
                    values.alternativeApplication,
                    form.context.openJobs,
                  ),
                },
          )
        }
      />
      {values.hasDriverLicense === true && (
        <>
          <SelectField path="driverLicenseType" required options={plain(DRIVER_LICENSE_TYPES)} />
          <RadioField
            path="driverLicenseEmitter"
            required
            options={options("emitter", DRIVER_LICENSE_EMITTERS)}
            onChoose={(emitter) =>
              form.patch({
                driverLicenseEmitter: emitter as (typeof DRIVER_LICENSE_EMITTERS)[number],
                driverLicenseState: null,
              })
            }
          />
          {values.driverLicenseEmitter === "STATE" && (
            <SelectField path="driverLicenseState" required options={plain(MEXICAN_STATES)} />
          )}
        </>
      )}
      <YesNoField path="isPublicTransportUser" required />
      {values.isPublicTransportUser === true && count("travelCount", LIMITS.travelCount)}
      <YesNoField path="hasDebt" required />
      {values.hasDebt === true && <CreditorsField />}
      <YesNoField path="unionAffiliated" required />
      {values.unionAffiliated === true && <TextField path="unionName" required {...text} />}
      <SelectField path="shirtSize" required options={plain(SHIRT_SIZES)} />
      {count("dependantCount", LIMITS.dependantCount)}
      <TextField path="housemates" required {...text} />
      <YesNoField path="hasChildren" required />
      {values.hasChildren === true && (
        <>
          {count("childrenCount", LIMITS.childrenCount, (value) =>
            form.set("childrenAges", childrenAgesFor(value)),
          )}
          <TextField path="childrenCare" required multiline maxLength={LIMITS.longText} />
          <ChildrenAges />
        </>
      )}
      <YesNoField path="hasLivedInUSA" required />
      {count("yearsInEnsenada", LIMITS.yearsInEnsenada)}
      {count("monthsInEnsenada", LIMITS.monthsInEnsenada)}
      <RadioField
        path="availabilityDate"
        required
        options={[
          { value: "now", label: t("careers.form.immediately") },
          { value: "date", label: t("careers.form.specificDate") },
        ]}
        onChoose={(choice) => {
          setSpecificDate(choice === "date");
          form.set("availabilityDate", choice === "now" ? today : null);
        }}
        checkedValue={specificDate ? "date" : values.availabilityDate === today ? "now" : null}
      />
      {specificDate && (
        <TextField
          path="availabilityDate"
          label={t("careers.fields.availabilityDateValue")}
          inputId="f-availabilityDate-value"
          type="date"
          required
          min={today}
        />
      )}
      <YesNoField path="isFormerEmployee" required />
      <YesNoField path="hasRelativeEmployee" required />
      {values.hasRelativeEmployee === true && (
        <TextField path="relativeEmployeeName" required {...text} onLeave={capitalizeName} />
      )}
      <YesNoField path="hasExternalIncome" required />
      <SelectField path="jobPostSource" required options={options("source", JOB_POST_SOURCES)} />
      {values.jobPostSource === "OTHER" && <TextField path="jobPostSourceOther" required {...text} />}
      {offersAlternatives(form.context) && (
        <YesNoField
          path="hasAlternativeApplication"
          required
          onChoose={(wanted) =>
            form.patch(
              wanted
                ? { hasAlternativeApplication: true }
                : {
                    hasAlternativeApplication: false,
                    alternativeApplication: [],
                    professionalLicense: null,
                    professionalLicenseNumber: null,
                  },
            )
          }
        />
      )}
      {offersAlternatives(form.context) && values.hasAlternativeApplication === true && (
        <AlternativeVacancies posts={otherPosts} />
      )}
    </FormSection>
  );
}

function ChildrenAges() {
  const { t } = useTranslation();
  const form = useApplicationFormContext();
  const errorText = useErrorText();
  const ages = form.values.childrenAges;
  const issue = form.errors.childrenAges;
  const error = issue ? errorText(issue) : undefined;
  return (
    <fieldset
      data-field="childrenAges"
      className="sm:col-span-2"
      aria-describedby={error ? "f-childrenAges-error" : undefined}
    >
      <legend className="font-semibold text-stone-800">
        {t("careers.fields.childrenAges")}
        <span aria-hidden="true" className="text-red-700">
          {" "}
          *
        </span>
      </legend>
      <div className="mt-1 flex flex-wrap gap-3">
        {positions(ages).map((index) => (
          <label key={index} className="flex flex-col text-sm text-stone-700">
            {t("careers.form.childAge", { number: index + 1 })}
            <input
              id={index === 0 ? "f-childrenAges" : undefined}
              type="text"
              inputMode="numeric"
              maxLength={2}
              required
              value={ages[index] ?? ""}
              aria-invalid={error ? true : undefined}
              className="mt-1 w-20 rounded-lg border border-stone-400 px-3 py-2 text-stone-900"
              onChange={(event) =>
                form.set(`childrenAges.${index}`, event.target.value.replace(/\D/g, "").slice(0, 2))
              }
            />
          </label>
        ))}
      </div>
      {error && (
        <p id="f-childrenAges-error" className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
