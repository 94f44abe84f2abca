import {
  IDENTIFICATION_TYPES,
  type IdentificationType,
  type IdentificationUploadMode,
  identificationFileCount,
  uploadModesFor,
} from "@park/domain/careers/application-documents.ts";
import { asksDriverLicenseDocument, asksHigherStudiesProof } from "@park/domain/careers/job-title-rules.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useApplicationFormContext } from "../hooks/application-form-context.ts";
import type { ApplicationDocuments, FileSlot } from "../hooks/use-application-documents.ts";
import { useErrorText } from "../hooks/use-error-text.ts";
import { useOptions } from "../hooks/use-options.ts";
import { FormSection } from "./form-fields.tsx";

const ACCEPT = ".jpg,.jpeg,.pdf,image/jpeg,application/pdf";
const control = "mt-1 block w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-stone-900";

function FileInput({
  slot,
  label,
  documents,
}: {
  slot: FileSlot;
  label: string;
  documents: ApplicationDocuments;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const id = `doc-${slot}`;
  const problem = documents.problems[slot];
  const file = documents.files[slot];
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-stone-800">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-error` : file ? `${id}-chosen` : "documents-hint"}
        className="mt-1 block w-full text-stone-800 file:mr-3 file:rounded-lg file:border-0 file:bg-forest-700 file:px-4 file:py-2 file:font-semibold file:text-white"
        onChange={(event) => documents.choose(slot, event.target.files?.[0] ?? null)}
      />
      {file && (
        <p id={`${id}-chosen`} className="mt-1 text-sm text-stone-700">
          {t("careers.documents.chosen", { name: file.name })}
        </p>
      )}
      {problem && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm font-semibold text-red-700">
          {errorText(problem)}
        </p>
      )}
    </div>
  );
}

/** Which document slots the form shows for the vacancy and the chosen alternatives (001 §4). */
export function useShownDocuments(): (slot: FileSlot) => boolean {
  const form = useApplicationFormContext();
  const driver = asksDriverLicenseDocument(form.context.mainJob, form.values.alternativeApplication);
  return (slot) => slot !== "driverLicense" || driver;
}

/** Required documents: one file per slot, JPG or PDF under 2 MB; the identification by type and mode. */
export function DocumentsSection({ documents }: { documents: ApplicationDocuments }) {
  const { t } = useTranslation();
  const form = useApplicationFormContext();
  const options = useOptions();
  const shown = useShownDocuments();
  const higher = asksHigherStudiesProof(form.context.mainJob, form.values.alternativeApplication);
  const type = documents.identificationType;
  const mode = documents.uploadMode;
  const sides = type && mode ? identificationFileCount(type, mode) : 0;
  const label = (key: string) => t(`careers.documents.${key}`);
  return (
    <FormSection id="section-documents" title={t("careers.sections.documents")}>
      <p id="documents-hint" className="text-stone-700 sm:col-span-2">
        {t("careers.documents.hint")}
      </p>
      <FileInput slot="imss" label={label("imss")} documents={documents} />
      <FileInput slot="birthCertificate" label={label("birthCertificate")} documents={documents} />
      <FileInput slot="proofOfAddress" label={label("proofOfAddress")} documents={documents} />
      <FileInput slot="curp" label={label("curp")} documents={documents} />
      <FileInput slot="rfc" label={label("rfc")} documents={documents} />
      <FileInput
        slot="proofOfStudies"
        label={label(higher ? "proofOfHigherStudies" : "proofOfStudies")}
        documents={documents}
      />
      {shown("driverLicense") && (
        <FileInput slot="driverLicense" label={label("driverLicense")} documents={documents} />
      )}
      <fieldset className="grid gap-5 border-t border-stone-200 pt-5 sm:col-span-2 sm:grid-cols-2">
        <legend className="text-lg font-bold text-forest-900">{label("identification")}</legend>
        <p id="identification-note" className="text-sm text-stone-600 sm:col-span-2">
          {t("careers.documents.changeTypeNote")}
        </p>
        <div>
          <label htmlFor="doc-identificationType" className="block font-semibold text-stone-800">
            {label("identificationType")}
          </label>
          <select
            id="doc-identificationType"
            className={control}
            value={type ?? ""}
            aria-describedby="identification-note"
            onChange={(event) =>
              documents.setIdentificationType((event.target.value || null) as IdentificationType | null)
            }
          >
            <option value="">{t("careers.form.choose")}</option>
            {options("identificationType", IDENTIFICATION_TYPES).map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        {type === "INE" && (
          <fieldset>
            <legend className="font-semibold text-stone-800">{label("uploadMode")}</legend>
            <div className="mt-1 flex flex-wrap gap-x-5">
              {options("uploadMode", uploadModesFor(type)).map((option) => (
                <label key={option.value} className="inline-flex items-center gap-2 py-1 text-stone-800">
                  <input
                    type="radio"
                    name="identificationUploadMode"
                    value={option.value}
                    checked={mode === option.value}
                    className="h-5 w-5 accent-forest-700"
                    onChange={() => documents.setUploadMode(option.value as IdentificationUploadMode)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {sides === 1 && (
          <FileInput
            key={`${type}-${mode}`}
            slot="identification"
            label={label("identification")}
            documents={documents}
          />
        )}
        {sides === 2 && (
          <>
            <FileInput
              key={`${type}-front`}
              slot="identification"
              label={label("identificationFront")}
              documents={documents}
            />
            <FileInput slot="identificationBack" label={label("identificationBack")} documents={documents} />
          </>
        )}
      </fieldset>
    </FormSection>
  );
}
