import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { shortDate } from "../../../shared/prices-calendar/price-format.ts";
import { PriceList } from "../../../shared/prices-calendar/price-list.tsx";
import type { ActivityPeriod } from "../api/prices-api.ts";

/** The additional experiences with their prices in force (001 §3 Activity, §4 activity prices). */
export function ActivityCards({ period }: { period: ActivityPeriod }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cards = [
    {
      key: "canopy",
      prices: [
        ["regular", period.regularCanopyPrice],
        ["special", period.specialCanopyPrice],
        ["night", period.nightCanopyPrice],
      ],
    },
    {
      key: "horseback",
      prices: [
        ["regular", period.regularHorsebackRidingPrice],
        ["special", period.specialHorsebackRidingPrice],
      ],
    },
    {
      key: "atv",
      prices: [
        ["regularPerHour", period.regularAtvsPrice],
        ["specialPerHour", period.specialAtvsPrice],
      ],
    },
  ] as const;
  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-3">
        {cards.map((card) => (
          <li key={card.key}>
            <article className="h-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-sand-200">
              <h3 className="text-lg font-semibold text-forest-900">{t(`prices.activities.${card.key}`)}</h3>
              <div className="mt-3">
                <PriceList prices={card.prices} />
              </div>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-stone-700">
        {t("prices.activities.period", {
          start: shortDate(period.startDate, language),
          end: shortDate(period.endDate, language),
        })}{" "}
        {t("prices.activities.specialNote")}
      </p>
    </>
  );
}
