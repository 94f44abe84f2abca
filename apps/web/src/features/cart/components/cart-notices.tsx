import {
  ARRIVAL_WINDOWS,
  type ArrivalTime,
  HOURS,
  PERSONS_PER_UNIT,
  SMALL_TIPI,
} from "@park/domain/constants.ts";
import { formatClock } from "@park/domain/dates.ts";
import { lodgingKindsIn } from "@park/domain/pricing/product-counts.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { ReactNode } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { openLodgingMap } from "../../../shared/overlays/overlay-requests.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { formatVisitDate } from "../../quote/visit-format.ts";
import type { LodgingInfo } from "../lodging-info.ts";
import "../../../shared/i18n/commerce/cart.ts";
import "../../../shared/i18n/commerce/lodgingMap.ts";
import "../../../shared/i18n/commerce/quote.ts";

interface CartNoticesProps {
  draft: QuoteDraft;
  quote: QuoteDto;
  capacityFull: Record<ArrivalTime, boolean>;
  lodging: LodgingInfo;
}

type Tone = "info" | "warning" | "error";

const TONES: Record<Tone, string> = {
  info: "bg-lake-50 text-lake-800 ring-lake-100",
  warning: "bg-amber-50 text-amber-900 ring-amber-200",
  error: "bg-red-50 text-red-900 ring-red-200",
};

function Notice({ tone, children }: { tone: Tone; children: ReactNode }) {
  return <li className={`rounded-xl px-4 py-3 text-sm ring-1 ${TONES[tone]}`}>{children}</li>;
}

/**
 * The cart's notices (000 §2 Shopping cart, §8): arrival hours, the camping pass of lodging guests, the
 * beds per unit, no units left, units lost, capacity full, yellow dates, and a quote that cannot be priced.
 */
export function CartNotices({ draft, quote, capacityFull, lodging }: CartNoticesProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const arrivalTime = draft.visit.arrivalTime ?? "DAY";
  const arrivalWindow = ARRIVAL_WINDOWS[arrivalTime];
  const kind = lodgingKindsIn(draft.products)[0] ?? lodging.kind;
  const unitsChosen =
    quote.cabinNumbers.length +
    quote.tipiNumbers.length +
    quote.lakeVillageNumbers.length +
    quote.superiorCabinNumbers.length;
  const yellowDates = quote.colors.filter((entry) => entry.color === "YELLOW").map((entry) => entry.date);
  // The spec's capacity message shows while no unit numbers hold places for the visit.
  const showCapacity = unitsChosen === 0 && capacityFull[arrivalTime];

  return (
    <TitledSection id="cart-notices" heading={t("cart.notices.heading")} look="unseen">
      <ul className="space-y-2">
        {quote.error && <Notice tone="error">{quote.error.message}</Notice>}
        {showCapacity && (
          <Notice tone="error">
            <span role="alert">{t("quote.capacityFull")}</span>
          </Notice>
        )}
        {kind && lodging.full && (
          <Notice tone="error">
            <span role="alert">{t(`lodgingMap.noAvailability.${kind}`)}</span>
          </Notice>
        )}
        {kind && !lodging.full && lodging.lostUnits.length > 0 && (
          <Notice tone="error">
            <span role="alert">
              {t(`cart.notices.lostUnits.${kind}`, {
                count: lodging.lostUnits.length,
                units: lodging.lostUnits.join(", "),
              })}
            </span>{" "}
            <button
              type="button"
              onClick={() => openLodgingMap(kind)}
              className="font-semibold underline underline-offset-2"
            >
              {t("cart.notices.chooseOther")}
            </button>
          </Notice>
        )}
        <Notice tone="info">
          {t(`cart.notices.arrival.${arrivalTime}`, {
            from: formatClock(arrivalWindow.from),
            to: formatClock(arrivalWindow.to),
          })}
        </Notice>
        {kind && (
          <>
            <Notice tone="info">
              {t("cart.notices.lodgingHours", {
                checkIn: formatClock(HOURS.lodging.checkIn),
                checkOut: formatClock("12:00"),
              })}
            </Notice>
            <Notice tone="info">{t(`cart.notices.campingPass.${kind}`)}</Notice>
            <Notice tone="info">
              {kind === "TIPI"
                ? t("cart.notices.maxStayTipi", {
                    count: PERSONS_PER_UNIT,
                    unit: SMALL_TIPI.name,
                    small: SMALL_TIPI.capacity,
                  })
                : t(`cart.notices.maxStay.${kind}`, { count: PERSONS_PER_UNIT })}
            </Notice>
          </>
        )}
        {yellowDates.length > 0 && (
          <Notice tone="warning">
            {t("cart.notices.yellowDates", {
              count: yellowDates.length,
              dates: yellowDates.map((date) => formatVisitDate(date, language)).join(", "),
            })}
          </Notice>
        )}
      </ul>
    </TitledSection>
  );
}
