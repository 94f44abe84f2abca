import { COLOR_DISCOUNT_PERCENT } from "@park/domain/constants.ts";
import type { YearlyPrices } from "@park/domain/prices-calendar/yearly-prices-dto.ts";
import { useEffect, useRef } from "react";
import { useLanguage } from "../i18n/use-language.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { CloseIcon } from "../ui/icons.tsx";
import { COLOR_STYLES } from "./price-colors.ts";
import { longDate } from "./price-format.ts";
import { PriceList } from "./price-list.tsx";

interface DayPopoverProps {
  date: string;
  prices: YearlyPrices["datePrices"] | undefined;
  /** Opens towards the left for the last columns, so it stays on screen. */
  alignEnd: boolean;
  onClose: (returnFocus: boolean) => void;
}

/**
 * A day's tariff colour and prices (001 §2 Prices page), opened from its day. Focus moves into it;
 * Escape or the close button closes it and gives focus back to the day, and clicking or tabbing
 * elsewhere just closes it.
 */
export function DayPopover({ date, prices, alignEnd, onClose }: DayPopoverProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ref = useRef<HTMLDivElement>(null);
  const headingId = `price-day-${date}`;

  useEffect(() => {
    ref.current?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const cell = ref.current?.parentElement;
      if (cell && event.target instanceof Node && !cell.contains(event.target)) onClose(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [onClose]);

  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose(true);
        }
      }}
      onBlur={(event) => {
        const cell = ref.current?.parentElement;
        if (cell && !(event.relatedTarget instanceof Node && cell.contains(event.relatedTarget)))
          onClose(false);
      }}
      className={`absolute top-full z-30 mt-1 w-64 rounded-xl bg-white p-4 text-left shadow-lg ring-1 ring-sand-200 focus:outline-none ${alignEnd ? "right-0" : "left-0"}`}
    >
      <div className="flex items-start justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-forest-900 first-letter:uppercase">
          {longDate(date, language)}
        </h4>
        <button
          type="button"
          onClick={() => onClose(true)}
          aria-label={t("prices.calendar.close")}
          className="-m-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-stone-700 hover:bg-sand-100"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
      {prices ? (
        <>
          <p
            className={`mt-2 inline-block rounded-full px-3 py-0.5 text-sm font-semibold ${COLOR_STYLES[prices.color]}`}
          >
            {t("prices.colorTariff", { color: t(`prices.colors.${prices.color}`) })}
            {COLOR_DISCOUNT_PERCENT[prices.color] > 0 &&
              ` · ${t("prices.discount", { percent: COLOR_DISCOUNT_PERCENT[prices.color] })}`}
          </p>
          <div className="mt-3">
            <PriceList
              prices={[
                ["dayPassPrice", prices.dayPassPrice],
                ["campingPassPrice", prices.campingPassPrice],
                ["campingNightPrice", prices.campingNightPrice],
                ["cabinPrice", prices.cabinPrice],
                ["superiorCabinPrice", prices.superiorCabinPrice],
                ["lakeVillagePrice", prices.lakeVillagePrice],
                ["tipiPrice", prices.tipiPrice],
                ["canopyPrice", prices.canopyPrice],
                ["horsebackRidingPrice", prices.horsebackRidingPrice],
              ]}
            />
          </div>
          {prices.color === "YELLOW" && (
            <p className="mt-3 rounded-lg bg-yellow-100 px-3 py-2 text-sm text-stone-900">
              {t("prices.calendar.yellowNote")}
            </p>
          )}
        </>
      ) : (
        <p className="mt-2 text-sm text-stone-700">{t("prices.calendar.noPrice")}</p>
      )}
    </div>
  );
}
