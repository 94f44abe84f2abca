import { zodResolver } from "@hookform/resolvers/zod";
import {
  EMPTY_VEHICLE_ENTRY_FORM,
  OTHER_BRAND,
  OTHER_CHOICE,
  PEDESTRIAN,
  VEHICLE_TEXT_MAX,
  type VehicleEntry,
  type VehicleEntryForm,
  vehicleEntryFormSchema,
} from "@park/domain/vehicle-entry.ts";
import type { VehicleProperties } from "@park/domain/vehicle-properties-dto.ts";
import { useId } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { vehicleFieldMessage } from "../entry-messages.ts";
import { OptionCombobox } from "./option-combobox.tsx";
import "../../../shared/i18n/commerce/vehicleEntry.ts";

export interface VehicleEntryFormProps {
  properties: VehicleProperties;
  onSubmit: (entry: VehicleEntry) => Promise<void>;
}

type ChoiceField = "vehicleType" | "brand" | "color" | "plateType";
type TextField = "vehicleTypeOther" | "brandOther" | "colorOther" | "plate" | "plateTypeOther";

const CHOICES: readonly {
  field: ChoiceField;
  list: keyof VehicleProperties;
  other: TextField;
  otherId: string;
}[] = [
  { field: "brand", list: "brands", other: "brandOther", otherId: OTHER_BRAND },
  { field: "color", list: "colors", other: "colorOther", otherId: OTHER_CHOICE },
];

const input =
  "mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500 aria-invalid:border-red-700";

/**
 * The "expedite your entry" form (001 §4-§5), validated by the domain's schema. A pedestrian has no
 * vehicle: the other fields are disabled, and switching to or from pedestrian starts the form over.
 */
export default function VehicleEntryFormView({ properties, onSubmit }: VehicleEntryFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = useId();
  const form = useForm<VehicleEntryForm, unknown, VehicleEntry>({
    resolver: zodResolver(vehicleEntryFormSchema),
    defaultValues: EMPTY_VEHICLE_ENTRY_FORM,
  });
  const { errors, isSubmitting } = form.formState;
  const values = form.watch();
  const pedestrian = values.vehicleType === PEDESTRIAN;
  const message = (field: FieldPath<VehicleEntryForm>) =>
    vehicleFieldMessage(errors[field]?.message, language);

  function textField(field: TextField, label: string) {
    const id = `${ids}-${field}`;
    const error = message(field);
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-semibold text-forest-900">
          {label}
        </label>
        <input
          id={id}
          type="text"
          maxLength={VEHICLE_TEXT_MAX}
          disabled={pedestrian}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={input}
          {...form.register(field)}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
            {error}
          </p>
        )}
      </div>
    );
  }

  function choiceField(field: ChoiceField, list: keyof VehicleProperties, onChosen?: (id: string) => void) {
    return (
      <Controller
        control={form.control}
        name={field}
        render={({ field: control }) => (
          <OptionCombobox
            label={t(`vehicleEntry.fields.${field}`)}
            name={control.name}
            options={properties[list]}
            value={control.value ?? ""}
            onChange={onChosen ?? control.onChange}
            onBlur={control.onBlur}
            disabled={field !== "vehicleType" && pedestrian}
            error={message(field)}
            noMatches={t("vehicleEntry.noMatches")}
          />
        )}
      />
    );
  }

  function chooseType(next: string) {
    const wasPedestrian = form.getValues("vehicleType") === PEDESTRIAN;
    if (wasPedestrian !== (next === PEDESTRIAN)) {
      form.reset({ ...EMPTY_VEHICLE_ENTRY_FORM, vehicleType: next });
    } else {
      form.setValue("vehicleType", next, { shouldValidate: form.formState.isSubmitted });
    }
  }

  const firstTimeError = message("firstTime");
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {choiceField("vehicleType", "vehicleTypes", chooseType)}
        {values.vehicleType === OTHER_CHOICE &&
          textField("vehicleTypeOther", t("vehicleEntry.fields.vehicleTypeOther"))}
        {CHOICES.map(({ field, list, other, otherId }) => (
          <div key={field} className="contents">
            {choiceField(field, list)}
            {!pedestrian && values[field] === otherId && textField(other, t(`vehicleEntry.fields.${other}`))}
          </div>
        ))}
        {textField("plate", t("vehicleEntry.fields.plate"))}
        {choiceField("plateType", "licenses")}
        {!pedestrian &&
          values.plateType === OTHER_CHOICE &&
          textField("plateTypeOther", t("vehicleEntry.fields.plateTypeOther"))}
      </div>

      <Controller
        control={form.control}
        name="firstTime"
        render={({ field }) => (
          <fieldset aria-describedby={firstTimeError ? `${ids}-firstTime-error` : undefined}>
            <legend className="text-sm font-semibold text-forest-900">
              {t("vehicleEntry.fields.firstTime")}
            </legend>
            <div className="mt-1 flex gap-6">
              {([true, false] as const).map((answer) => (
                <label key={String(answer)} className="inline-flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={field.name}
                    checked={field.value === answer}
                    onChange={() => field.onChange(answer)}
                    onBlur={field.onBlur}
                    className="h-5 w-5 accent-forest-700"
                  />
                  {answer ? t("vehicleEntry.yes") : t("vehicleEntry.no")}
                </label>
              ))}
            </div>
            {firstTimeError && (
              <p id={`${ids}-firstTime-error`} className="mt-1 text-sm font-medium text-red-800">
                {firstTimeError}
              </p>
            )}
          </fieldset>
        )}
      />

      <button
        type="submit"
        disabled={isSubmitting}
        className="inline-flex min-h-11 items-center rounded-full bg-forest-700 px-6 font-semibold text-white hover:bg-forest-800 disabled:cursor-not-allowed disabled:opacity-60"
      >
        {isSubmitting ? t("vehicleEntry.saving") : t("vehicleEntry.submit")}
      </button>
    </form>
  );
}
