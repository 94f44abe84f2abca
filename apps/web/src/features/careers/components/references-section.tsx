import { APPLICATION_LIMITS as LIMITS } from "@park/domain/careers/job-application-options.ts";
import { capitalizeName, formatPhoneMask } from "@park/domain/checkout/contact-schema.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useApplicationFormContext } from "../hooks/application-form-context.ts";
import { FormSection, positions, TextField } from "./form-fields.tsx";

/** Three personal references; at least one complete (001 §5). */
export function ReferencesSection() {
  const { t } = useTranslation();
  const form = useApplicationFormContext();
  return (
    <FormSection id="section-references" title={t("careers.sections.references")}>
      <p className="text-stone-700 sm:col-span-2">{t("careers.form.referencesHint")}</p>
      {positions(form.values.personalReferences).map((index) => (
        <fieldset
          key={index}
          className="grid gap-5 border-t border-stone-200 pt-5 sm:col-span-2 sm:grid-cols-3"
        >
          <legend className="text-lg font-bold text-forest-900">
            {t("careers.form.referenceEntry", { number: index + 1 })}
          </legend>
          <TextField
            path={`personalReferences.${index}.name`}
            required={index === 0}
            maxLength={LIMITS.text}
            onLeave={capitalizeName}
          />
          <TextField
            path={`personalReferences.${index}.phoneNumber`}
            required={index === 0}
            type="tel"
            inputMode="tel"
            maxLength={14}
            format={formatPhoneMask}
            hint="(###) ###-####"
          />
          <TextField
            path={`personalReferences.${index}.relationship`}
            required={index === 0}
            maxLength={LIMITS.text}
          />
        </fieldset>
      ))}
    </FormSection>
  );
}
