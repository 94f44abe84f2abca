import { COLOR_DISCOUNT_PERCENT } from "@park/domain/constants.ts";
import { useTranslation } from "../i18n/use-translation.ts";
import { COLOR_STYLES, COLORS_BY_DISCOUNT } from "./price-colors.ts";

/**
 * The tariff colours with their discounts and the yellow-date closure note (001 §2 Prices page): under
 * the prices page's year calendar and the drawer's date calendars, so both read the same.
 */
export function TariffLegend({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const text = compact ? "text-xs" : "text-sm";
  return (
    <>
      <ul
        aria-label={t("prices.calendar.legend")}
        className={`flex flex-wrap ${compact ? "gap-2" : "gap-3"}`}
      >
        {COLORS_BY_DISCOUNT.map((color) => (
          <li key={color} className={`flex items-center gap-2 ${text} text-stone-800`}>
            <span
              aria-hidden="true"
              className={`inline-block ${compact ? "h-4 w-4" : "h-5 w-5"} rounded ${COLOR_STYLES[color]}`}
            />
            {t(`prices.colors.${color}`)}:{" "}
            {COLOR_DISCOUNT_PERCENT[color] === 0
              ? t("prices.fullPrice")
              : t("prices.discount", { percent: COLOR_DISCOUNT_PERCENT[color] })}
          </li>
        ))}
      </ul>
      <p className={`mt-3 rounded-lg bg-yellow-100 ${compact ? "px-3" : "px-4"} py-2 ${text} text-stone-900`}>
        {t("prices.calendar.yellowNote")}
      </p>
    </>
  );
}
