import type { DatedPrices } from "@park/domain/catalog.ts";
import { COLOR_DISCOUNT_PERCENT, type PriceColor } from "@park/domain/constants.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { COLOR_STYLES, COLORS_BY_DISCOUNT } from "../../../shared/prices-calendar/price-colors.ts";
import { shortDate } from "../../../shared/prices-calendar/price-format.ts";
import { PriceList } from "../../../shared/prices-calendar/price-list.tsx";

/** The admission tariff of each colour (001 §4: its first entry dated today or later, else the latest past). */
export function TariffCards({ tariffs }: { tariffs: Partial<Record<PriceColor, DatedPrices>> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
      {COLORS_BY_DISCOUNT.map((color) => {
        const entry = tariffs[color];
        if (!entry) return null;
        const p = entry.datePrices;
        return (
          <li key={color}>
            <article className="h-full overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
              <h3 className={`px-5 py-3 text-lg font-semibold ${COLOR_STYLES[color]}`}>
                {t("prices.colorTariff", { color: t(`prices.colors.${color}`) })}
                <span className="block text-sm font-normal">
                  {COLOR_DISCOUNT_PERCENT[color] === 0
                    ? t("prices.fullPrice")
                    : t("prices.discount", { percent: COLOR_DISCOUNT_PERCENT[color] })}
                </span>
              </h3>
              <div className="p-5">
                <PriceList
                  prices={[
                    ["dayPassPrice", p.dayPassPrice],
                    ["campingPassPrice", p.campingPassPrice],
                    ["campingNightPrice", p.campingNightPrice],
                    ["cabinPrice", p.cabinPrice],
                    ["superiorCabinPrice", p.superiorCabinPrice],
                    ["lakeVillagePrice", p.lakeVillagePrice],
                    ["tipiPrice", p.tipiPrice],
                  ]}
                />
                <p className="mt-3 text-xs text-stone-600">
                  {t("prices.tariffDate", { date: shortDate(entry.date, language) })}
                </p>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
