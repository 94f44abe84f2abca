import type { ActivityDateOption } from "@park/domain/activities/activity-dates.ts";
import type { ActivityScheduleSlot } from "@park/domain/activities/activity-schemas.ts";
import { formatClock, type IsoDate } from "@park/domain/dates.ts";
import { useId } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { formatVisitDate } from "../../quote/visit-format.ts";
import "../../../shared/i18n/commerce/activities.ts";

const selectClass =
  "h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-stone-900 disabled:bg-stone-100 disabled:text-stone-500";

interface FieldProps {
  label: string;
  value: string;
  disabled: boolean;
  /** The card's message, so a screen reader hears it with the field. */
  describedBy: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}

function SelectField({ label, value, disabled, describedBy, onChange, children }: FieldProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-forest-900">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {children}
      </select>
    </div>
  );
}

/** The activity's dates of the visit; dates without availability are listed but cannot be chosen. */
export function DateField(props: {
  value: IsoDate | null;
  options: readonly ActivityDateOption[] | undefined;
  describedBy: string;
  onChange: (date: IsoDate) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { options } = props;
  return (
    <SelectField
      label={t("activities.date")}
      value={props.value ?? ""}
      disabled={options === undefined}
      describedBy={props.describedBy}
      onChange={(value) => value !== "" && props.onChange(value)}
    >
      <option value="" disabled>
        {options === undefined ? t("activities.loadingDates") : t("activities.chooseDate")}
      </option>
      {options?.map((option) => (
        <option
          key={option.date}
          value={option.date}
          disabled={!option.available && option.date !== props.value}
        >
          {formatVisitDate(option.date, language)}
        </option>
      ))}
    </SelectField>
  );
}

/** The slots of the chosen date with the places left; a slot without them cannot be chosen. */
export function SlotField(props: {
  value: string | null;
  slots: readonly ActivityScheduleSlot[] | undefined;
  loading: boolean;
  disabled: boolean;
  describedBy: string;
  onChange: (slotId: string) => void;
}) {
  const { t } = useTranslation();
  const { slots } = props;
  return (
    <SelectField
      label={t("activities.slot")}
      value={props.value ?? ""}
      disabled={props.disabled || slots === undefined}
      describedBy={props.describedBy}
      onChange={(value) => value !== "" && props.onChange(value)}
    >
      <option value="" disabled>
        {props.loading ? t("activities.loadingSlots") : t("activities.chooseSlot")}
      </option>
      {slots?.map((slot) => {
        const time = formatClock(slot.startHour);
        return (
          <option key={slot.id} value={slot.id} disabled={!slot.available && slot.id !== props.value}>
            {slot.available
              ? t("activities.slotPlaces", { time, count: slot.availableUnits })
              : t("activities.slotFull", { time })}
          </option>
        );
      })}
    </SelectField>
  );
}

/** ATV rental hours, 1 up to the longest rental the chosen slot allows. */
export function HoursField(props: {
  value: number;
  max: number;
  disabled: boolean;
  describedBy: string;
  onChange: (hours: number) => void;
}) {
  const { t } = useTranslation();
  const count = Math.max(props.max, props.value);
  return (
    <SelectField
      label={t("activities.hours")}
      value={String(props.value)}
      disabled={props.disabled}
      describedBy={props.describedBy}
      onChange={(value) => props.onChange(Number(value))}
    >
      {Array.from({ length: count }, (_, index) => index + 1).map((n) => (
        <option key={n} value={n}>
          {t("activities.hoursOption", { count: n })}
        </option>
      ))}
    </SelectField>
  );
}
