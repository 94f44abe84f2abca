import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { YearCalendar } from "../../../shared/prices-calendar/year-calendar.tsx";
import { usePrices } from "../hooks/use-prices.ts";
import { ActivityCards } from "./activity-cards.tsx";
import { TariffCards } from "./tariff-cards.tsx";

/** /prices: admission tariffs, additional experiences and the year's calendar (001 §2 Prices page). */
export function PricesPage() {
  const { t } = useTranslation();
  const { state, retry } = usePrices();

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">{t("pages.prices")}</h1>
      <p className="mt-3 max-w-3xl text-lg text-stone-700">{t("prices.intro")}</p>
      <div aria-live="polite" aria-busy={state.status === "loading"} className="mt-10 min-h-[40rem]">
        {state.status === "loading" && <p className="text-stone-700">{t("prices.loading")}</p>}
        {state.status === "error" && (
          <div className="rounded-xl bg-sand-100 px-5 py-4 text-stone-800">
            <p>{t("prices.error")}</p>
            <button
              type="button"
              onClick={retry}
              className="mt-3 rounded-lg bg-forest-700 px-4 py-2 font-semibold text-white hover:bg-forest-800"
            >
              {t("prices.retry")}
            </button>
          </div>
        )}
        {state.status === "ready" && (
          <>
            <section aria-labelledby="prices-tariffs">
              <h2 id="prices-tariffs" className="text-2xl font-bold text-forest-900">
                {t("prices.tariffsHeading")}
              </h2>
              <p className="mt-2 text-stone-700">{t("prices.tariffsNote")}</p>
              <div className="mt-5">
                <TariffCards tariffs={state.data.tariffs} />
              </div>
            </section>
            {state.data.activities && (
              <section aria-labelledby="prices-activities" className="mt-12">
                <h2 id="prices-activities" className="text-2xl font-bold text-forest-900">
                  {t("prices.activities.heading")}
                </h2>
                <div className="mt-5">
                  <ActivityCards period={state.data.activities} />
                </div>
              </section>
            )}
            <section aria-labelledby="prices-calendar" className="mt-12">
              <h2 id="prices-calendar" className="text-2xl font-bold text-forest-900">
                {t("prices.calendar.heading", { year: state.data.year })}
              </h2>
              <div className="mt-5">
                <YearCalendar data={state.data} />
              </div>
            </section>
          </>
        )}
      </div>
    </div>
  );
}
