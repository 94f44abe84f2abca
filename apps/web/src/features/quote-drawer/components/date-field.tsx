import { type Language, PRICE_COLORS, type PriceColor } from "@park/domain/constants.ts";
import { bookingHorizon, type IsoDate } from "@park/domain/dates.ts";
import { type CalendarContext, isDayDisabled } from "@park/domain/quote/date-limits.ts";
import { departureDayDisabled, lastDepartureDate } from "@park/domain/quote/departure-days.ts";
import { useId, useMemo } from "react";
import { DayPicker, labelDayButton } from "react-day-picker";
import { enUS } from "react-day-picker/locale/en-US";
import { es } from "react-day-picker/locale/es";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { COLOR_STYLES } from "../../../shared/prices-calendar/price-colors.ts";
import { TariffLegend } from "../../../shared/prices-calendar/tariff-legend.tsx";
import { formatVisitDate } from "../../quote/visit-format.ts";
import { dateOf, isoOf } from "../calendar-dates.ts";
import "../../../shared/i18n/commerce/drawer.ts";

const CALENDAR_LOCALES: Record<Language, typeof es> = { es, en: enUS };

/** Each day's cell in its tariff colour, as on the prices page (`.park-tariff-day` in app.css). */
const TARIFF_CLASSES = Object.fromEntries(
  PRICE_COLORS.map((color) => [color, `park-tariff-day ${COLOR_STYLES[color]}`]),
) as Record<PriceColor, string>;

/** The locale's label of a day ("Hoy, ..., seleccionado"); the picker's own where the locale has none. */
function dayLabel(locale: typeof es): typeof labelDayButton {
  const own = locale.labels?.labelDayButton;
  return typeof own === "function" ? own : labelDayButton;
}

interface DateFieldProps {
  label: string;
  value: IsoDate | null;
  disabled: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Null while prices load. */
  context: CalendarContext | null;
  /** The tariff colour of each priced day, painted on it and named in its label (001 §2). */
  colors: ReadonlyMap<IsoDate, PriceColor>;
  onPick: (date: IsoDate) => void;
  /**
   * Makes this the departure calendar of a visit arriving on that date: it opens on the arrival's month,
   * marks the arrival, and offers only the days after it up to the first one a stay cannot cross.
   */
  arrival?: IsoDate | null;
}

/**
 * A date of the visit: a button showing it, which unfolds a calendar whose days follow the domain's
 * date limits (past, too soon, beyond the horizon, no price, no-price list, lodging unavailable: 000 §5),
 * each day in its tariff colour with the legend and the yellow-date note below (001 §2). The
 * calendar takes the focus when it unfolds (its picked day, else the first day it offers), so keyboard
 * and screen-reader users land in it. Colours: `.park-calendar` in app.css.
 */
export function DateField({
  label,
  value,
  disabled,
  open,
  onOpenChange,
  context,
  colors,
  onPick,
  arrival = null,
}: DateFieldProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const calendarId = useId();
  const shown = value === null ? t("drawer.noDate") : formatVisitDate(value, language);
  const locale = CALENDAR_LOCALES[language];
  const lastDeparture = useMemo(
    () => (arrival === null || context === null ? null : lastDepartureDate(arrival, context)),
    [arrival, context],
  );

  const tariffModifiers = useMemo(
    () =>
      Object.fromEntries(
        PRICE_COLORS.map((color) => [color, (date: Date) => colors.get(isoOf(date)) === color]),
      ) as Record<PriceColor, (date: Date) => boolean>,
    [colors],
  );

  function dayDisabled(date: Date, calendar: CalendarContext): boolean {
    const day = isoOf(date);
    return arrival === null || lastDeparture === null
      ? isDayDisabled(day, calendar)
      : departureDayDisabled(day, arrival, lastDeparture, calendar);
  }

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
        <div id={calendarId} className="rounded-xl border border-sand-200 bg-white p-2">
          {context === null ? (
            <p role="status" className="p-4 text-sm text-stone-600">
              {t("drawer.loadingCalendar")}
            </p>
          ) : (
            <DayPicker
              // The picker reads defaultMonth once, at mount: a new arrival is a new departure calendar. Under
              // Preact a portal's content can render its new state before its parent hands it the new props
              // (decision 0014), so the departure calendar may mount once with the previous arrival.
              key={arrival ?? "arrival"}
              className="park-calendar"
              mode="single"
              required
              autoFocus
              locale={locale}
              selected={value === null ? undefined : dateOf(value)}
              onSelect={(date) => onPick(isoOf(date))}
              disabled={(date) => dayDisabled(date, context)}
              modifiers={{ ...tariffModifiers, arrival: arrival === null ? false : dateOf(arrival) }}
              modifiersClassNames={{ ...TARIFF_CLASSES, arrival: "park-calendar-arrival" }}
              labels={{
                labelDayButton: (date, modifiers, options, dateLib) => {
                  const text = dayLabel(locale)(date, modifiers, options, dateLib);
                  const color = colors.get(isoOf(date));
                  const named = color === undefined ? text : `${text}, ${t(`prices.colors.${color}`)}`;
                  return modifiers.arrival ? `${named}, ${t("drawer.arrivalDay")}` : named;
                },
              }}
              today={dateOf(context.today)}
              startMonth={dateOf(context.today)}
              endMonth={dateOf(bookingHorizon(context.today))}
              defaultMonth={dateOf(arrival ?? value ?? context.today)}
              aria-label={label}
            />
          )}
          <div className="mt-2 px-1">
            <TariffLegend compact />
          </div>
        </div>
      ) : null}
    </div>
  );
}
