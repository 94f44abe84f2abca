import { activityPriceRowFromCatalog } from "@park/domain/activities/activity-price.ts";
import { ACTIVITY_FACTS, VISIT_ACTIVITY_TYPES } from "@park/domain/activities/activity-types.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
// The counter's texts are commerce texts.
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { useQuoteView } from "../../quote/hooks/use-quote-store.ts";
import {
  type ActivityVisitKey,
  activityPricesQuery,
  activityReservationsQuery,
} from "../api/activity-queries.ts";
import { lacksPrices } from "../card-price.ts";
import { ActivityCard } from "./activity-card.tsx";
import { ComingSoonCard } from "./coming-soon-card.tsx";
import "../../../shared/i18n/commerce/activities.ts";

function activityCount(quote: QuoteDto): number {
  return VISIT_ACTIVITY_TYPES.reduce((sum, type) => sum + quote.products[ACTIVITY_FACTS[type].countField], 0);
}

/**
 * Whether the server dropped the activities with a change of the visit (000 §4: changing the arrival
 * date resets the selections): the visit changed and the quote that had activities has none now.
 */
function useResetByVisitChange(quote: QuoteDto, visitKey: string): boolean {
  const previous = useRef({ visitKey, count: activityCount(quote) });
  const [reset, setReset] = useState(false);
  const count = activityCount(quote);
  useEffect(() => {
    const before = previous.current;
    if (before.visitKey !== visitKey) setReset(before.count > 0 && count === 0);
    else if (count > 0) setReset(false);
    previous.current = { visitKey, count };
  }, [visitKey, count]);
  return reset;
}

/** The activities of the cart for the server's quote. */
function QuoteActivities({ quote }: { quote: QuoteDto }) {
  const { t } = useTranslation();
  const { arrivalDate, departureDate, arrivalTime } = quote.visit;
  const visit: ActivityVisitKey = useMemo(
    () => ({ arrivalDate, departureDate, arrivalTime }),
    [arrivalDate, departureDate, arrivalTime],
  );
  const visitKey = `${arrivalDate}/${departureDate}/${arrivalTime}`;
  const prices = useQuery(activityPricesQuery(visit));
  const reservations = useQuery(activityReservationsQuery(quote));
  const periods = useMemo(() => prices.data?.map(activityPriceRowFromCatalog), [prices.data]);
  const reset = useResetByVisitChange(quote, visitKey);

  if (prices.isError) {
    return (
      <div role="alert" className="rounded-2xl bg-red-50 px-5 py-4 text-red-900 ring-1 ring-red-200">
        <p>
          {t("activities.loadError")} {prices.error.message}
        </p>
        <button type="button" onClick={() => void prices.refetch()} className="mt-2 font-semibold underline">
          {t("activities.retry")}
        </button>
      </div>
    );
  }
  if (periods === undefined || reservations.isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-3">
        <p className="text-stone-700">{t("activities.loadingPrices")}</p>
        <div className="h-40 rounded-2xl bg-sand-100 motion-safe:animate-pulse" />
      </div>
    );
  }
  return (
    <>
      {reset ? (
        <p
          role="status"
          className="mb-4 rounded-2xl bg-amber-50 px-5 py-4 text-amber-900 ring-1 ring-amber-200"
        >
          {t("activities.resetNotice")}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        {VISIT_ACTIVITY_TYPES.map((type) =>
          lacksPrices(type, periods, visit) ? (
            <ComingSoonCard key={type} type={type} />
          ) : (
            <ActivityCard
              // A new visit starts the card over: the server has reset its bookings (000 §4).
              key={`${type}/${visitKey}`}
              type={type}
              quoteId={quote.id}
              visit={visit}
              colors={quote.colors}
              periods={periods}
              booked={reservations.data?.find((r) => r.visitActivitySchedule.visitActivity.type === type)}
              countOnQuote={quote.products[ACTIVITY_FACTS[type].countField]}
            />
          ),
        )}
      </div>
    </>
  );
}

/**
 * "What experiences do you want to add" (000 §2 Shopping cart): canopy, night canopy, horseback and ATV
 * cards in display order, with a link back to the visit. Shown once the server has the quote.
 */
export function ActivitiesSection() {
  const { t } = useTranslation();
  const { quote } = useQuoteView();
  if (quote === null) return null;
  return (
    <section aria-labelledby="activities-heading" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="activities-heading" className="text-xl font-bold text-forest-900">
          {t("activities.heading")}
        </h2>
        <a href="#cart-items" className="text-sm font-semibold text-forest-800 underline underline-offset-2">
          {t("activities.backToVisit")}
        </a>
      </div>
      <p className="text-stone-700">{t("activities.intro")}</p>
      <QuoteActivities quote={quote} />
    </section>
  );
}
