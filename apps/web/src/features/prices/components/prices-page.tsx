import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { YearCalendar } from "../../../shared/prices-calendar/year-calendar.tsx";
import { ReadStatus } from "../../../shared/ui/read-status.tsx";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
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
        <ReadStatus
          status={state.status}
          loading={t("prices.loading")}
          problem={{ message: t("prices.error"), retry: { label: t("prices.retry"), onRetry: retry } }}
        />
        {state.status === "ready" && (
          <>
            <TitledSection id="prices-tariffs" heading={t("prices.tariffsHeading")} look="part">
              <p className="mt-2 text-stone-700">{t("prices.tariffsNote")}</p>
              <div className="mt-5">
                <TariffCards tariffs={state.data.tariffs} />
              </div>
            </TitledSection>
            {state.data.activities && (
              <TitledSection
                id="prices-activities"
                heading={t("prices.activities.heading")}
                className="mt-12"
                look="part"
              >
                <div className="mt-5">
                  <ActivityCards period={state.data.activities} />
                </div>
              </TitledSection>
            )}
            <TitledSection
              id="prices-calendar"
              heading={t("prices.calendar.heading", { year: state.data.year })}
              className="mt-12"
              look="part"
            >
              <div className="mt-5">
                <YearCalendar data={state.data} />
              </div>
            </TitledSection>
          </>
        )}
      </div>
    </div>
  );
}
