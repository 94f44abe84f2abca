import { ARRIVAL_TIMES, ARRIVAL_WINDOWS, type ArrivalTime, type StayType } from "@park/domain/constants.ts";
import { formatClock } from "@park/domain/dates.ts";
import { useReducer } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { ArrivalTimeIcon } from "../../quote/components/arrival-time-icon.tsx";
import "../../../shared/i18n/commerce/drawer.ts";

interface ArrivalTimeFieldProps {
  stayType: StayType;
  value: ArrivalTime | null;
  disabled: boolean;
  capacityFull: Record<ArrivalTime, boolean>;
  /** Arrival times whose window opens less than 24 hours from now on the chosen date (000 §9, decision 0005). */
  tooSoon: Record<ArrivalTime, boolean>;
  onChange: (arrivalTime: ArrivalTime) => void;
}

/**
 * DAY or NIGHT arrival with its window (ARRIVAL_WINDOWS), marked full when that capacity is reached; a time
 * less than 24 hours away is not offered and says why.
 */
export function ArrivalTimeField({
  stayType,
  value,
  disabled,
  capacityFull,
  tooSoon,
  onChange,
}: ArrivalTimeFieldProps) {
  const { t } = useTranslation();
  // A controlled radio group: a click checks the clicked radio in the page at once. React puts the page back
  // to `value` after every event; Preact only when the field renders. A change held for the promotion
  // question (000 §4) leaves `value` as it was and renders nothing, so the field renders itself after each
  // change: the old radio shows checked until the change is really made.
  const [, renderAgain] = useReducer((count: number) => count + 1, 0);
  // A day pass (7:30 am to 6:00 pm) has no night arrival.
  const times = stayType === "DAY_PASS" ? (["DAY"] as const) : ARRIVAL_TIMES;
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-1 disabled:opacity-60">
      <legend className="mb-1 text-sm font-semibold text-forest-900">{t("drawer.arrivalTime")}</legend>
      <div className="grid grid-cols-2 gap-2">
        {times.map((time) => {
          const window = ARRIVAL_WINDOWS[time];
          const hours = `${formatClock(window.from)} – ${formatClock(window.to)}`;
          const reasonId = `arrival-time-${time}-too-soon`;
          return (
            <label
              key={time}
              className="flex cursor-pointer items-center gap-2 rounded-lg border border-stone-300 bg-white p-2 has-checked:border-forest-700 has-checked:bg-forest-50 has-focus-visible:outline-3 has-focus-visible:outline-lake-700 has-disabled:cursor-not-allowed has-disabled:bg-stone-100"
            >
              <input
                type="radio"
                name="arrival-time"
                value={time}
                checked={value === time}
                disabled={tooSoon[time]}
                aria-describedby={tooSoon[time] ? reasonId : undefined}
                onChange={() => {
                  onChange(time);
                  renderAgain();
                }}
                className="sr-only"
              />
              <ArrivalTimeIcon arrivalTime={time} className="shrink-0 text-forest-800" />
              <span className="flex flex-col">
                <span className="text-sm font-semibold">{t(`drawer.arrivalTimeOption.${time}`)}</span>
                <span className="text-xs text-stone-600">{hours}</span>
                {capacityFull[time] ? (
                  <span className="text-xs font-semibold text-red-700">{t("drawer.full")}</span>
                ) : null}
                {tooSoon[time] ? (
                  <span id={reasonId} className="text-xs font-semibold text-red-700">
                    {t("drawer.arrivalTooSoon")}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
