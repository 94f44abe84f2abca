import type { Language } from "@park/domain/constants.ts";
import { bookingHorizon, type IsoDate } from "@park/domain/dates.ts";
import { type CalendarContext, isDayDisabled } from "@park/domain/quote/date-limits.ts";
import { useId } from "react";
import { DayPicker } from "react-day-picker";
import { enUS } from "react-day-picker/locale/en-US";
import { es } from "react-day-picker/locale/es";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { formatVisitDate } from "../../quote/visit-format.ts";
import { dateOf, isoOf } from "../calendar-dates.ts";

const CALENDAR_LOCALES: Record<Language, typeof es> = { es, en: enUS };

interface DateFieldProps {
  label: string;
  value: IsoDate | null;
  disabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Null while prices load. */
  context: CalendarContext | null;
  onPick: (date: IsoDate) => void;
  /** The month shown while no date is picked (the departure opens on the arrival's month); else today's. */
  openOn?: IsoDate | null;
}

/**
 * A date of the visit: a button showing it, which unfolds a calendar whose days follow the domain's
 * date limits (past, beyond the horizon, no price, no-price list, lodging unavailable: 000 §5).
 */
export function DateField({
  label,
  value,
  disabled,
  open,
  onOpenChange,
  context,
  onPick,
  openOn = null,
}: DateFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const calendarId = useId();
  const shown = value === null ? t("drawer.noDate") : formatVisitDate(value, language);

  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-semibold text-forest-900" aria-hidden="true">
        {label}
      </span>
      <button
        type="button"
        disabled={disabled}
        aria-expanded={open}
        aria-controls={open ? calendarId : undefined}
        aria-label={t("drawer.changeDate", { field: label, date: shown })}
        onClick={() => onOpenChange(!open)}
        className="h-11 rounded-lg border border-stone-300 bg-white px-3 text-start text-base hover:border-forest-600 disabled:cursor-not-allowed disabled:bg-stone-100 disabled:text-stone-500"
      >
        {shown}
      </button>
      {open ? (
        <div
          id={calendarId}
          className="rounded-xl border border-sand-200 bg-white p-2 [--rdp-accent-background-color:var(--color-forest-50)] [--rdp-accent-color:var(--color-forest-700)] [--rdp-day-height:40px] [--rdp-day-width:40px] [--rdp-day_button-height:38px] [--rdp-day_button-width:38px]"
        >
          {context === null ? (
            <p role="status" className="p-4 text-sm text-stone-600">
              {t("drawer.loadingCalendar")}
            </p>
          ) : (
            <DayPicker
              mode="single"
              required
              locale={CALENDAR_LOCALES[language]}
              selected={value === null ? undefined : dateOf(value)}
              onSelect={(date) => onPick(isoOf(date))}
              disabled={(date) => isDayDisabled(isoOf(date), context)}
              today={dateOf(context.today)}
              startMonth={dateOf(context.today)}
              endMonth={dateOf(bookingHorizon(context.today))}
              defaultMonth={dateOf(value ?? openOn ?? context.today)}
              aria-label={label}
            />
          )}
        </div>
      ) : null}
    </div>
  );
}
