import { type ArrivalTime, MAX_PERSONS_WITHOUT_LODGING, MIN_PERSONS } from "@park/domain/constants.ts";
import { formatClock, type IsoDate } from "@park/domain/dates.ts";
import { ITEM_NAMES } from "@park/domain/pricing/item-keys.ts";
import { LODGING_COUNT_FIELD } from "@park/domain/pricing/product-counts.ts";
import { stayNights } from "@park/domain/pricing/stay-nights.ts";
import { buttonDisabledBy } from "@park/domain/quote/checkout-buttons.ts";
import { drawerControls } from "@park/domain/quote/drawer-step.ts";
import { arrivalTooSoon } from "@park/domain/quote/earliest-arrival.ts";
import { maxLodgingUnits } from "@park/domain/quote/lodging-choice.ts";
import { minimumUnits, moreLodgingNeeded } from "@park/domain/quote/persons-rules.ts";
import { isLodgingStay, type QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { Counter } from "../../../shared/ui/counter.tsx";
import { type ParkClock, parkNow } from "../../quote/api/quote-queries.ts";
import { checkoutButtonState } from "../../quote/checkout-button-state.ts";
import { SaleIssues } from "../../quote/components/sale-issues.tsx";
import { UnsavedChangeNotice } from "../../quote/components/unsaved-change-notice.tsx";
import type { QuoteView } from "../../quote/hooks/use-quote-store.ts";
import { quoteMessage } from "../../quote/quote-message.ts";
import type { QuoteStore } from "../../quote/quote-store.ts";
import { quoteUnitsOf } from "../../quote/quote-units.ts";
import { useCalendarContext } from "../hooks/use-calendar-context.ts";
import { STAY_HOURS, STAY_ITEM_KEY } from "../stay-options.ts";
import { ArrivalTimeField } from "./arrival-time-field.tsx";
import { DateField } from "./date-field.tsx";
import { DrawerSummary } from "./drawer-summary.tsx";
import { PayButton } from "./pay-button.tsx";
import { StayIllustration } from "./stay-illustration.tsx";
import "../../../shared/i18n/commerce/cart.ts";
import "../../../shared/i18n/commerce/drawer.ts";
import "../../../shared/i18n/commerce/quote.ts";

interface VisitDetailsStepProps {
  draft: QuoteDraft;
  state: QuoteView;
  quote: QuoteDto | null;
  store: QuoteStore;
  showPay: boolean;
  onBack: () => void;
  onPay: () => void;
  onChooseOnMap: () => void;
}

const linkButtonClass =
  "self-start rounded text-sm font-semibold text-lake-700 underline underline-offset-2 hover:text-lake-800";

/** Which arrival times of the date open less than 24 hours from the park's now (none while it is unknown). */
function arrivalTimesTooSoon(date: IsoDate, clock: ParkClock | null): Record<ArrivalTime, boolean> {
  const now = clock === null ? null : parkNow(clock);
  return {
    DAY: now !== null && arrivalTooSoon(date, "DAY", now),
    NIGHT: now !== null && arrivalTooSoon(date, "NIGHT", now),
  };
}

/**
 * Step 2 of the drawer: the visit's details. Which controls are enabled follows the domain's drawerControls
 * (000 §4 Drawer step): dates from step 2, people from step 3, arrival time from step 4, the map at step 5.
 */
export function VisitDetailsStep(props: VisitDetailsStepProps) {
  const { draft, state, quote, store, showPay, onBack, onPay, onChooseOnMap } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const [openCalendar, setOpenCalendar] = useState<"arrival" | "departure" | null>(null);
  const [wantedPersons, setWantedPersons] = useState<number | null>(null);
  const calendar = useCalendarContext(draft, state.clock);

  const { visit, products } = draft;
  const controls = drawerControls(draft);
  // The arrival and departure pickers: one open at a time, both coloured by the same price calendar.
  const calendarOf = (which: "arrival" | "departure") => ({
    disabled: !controls.datePicker,
    open: openCalendar === which,
    onOpenChange: (open: boolean) => setOpenCalendar(open ? which : null),
    context: calendar.context,
    colors: calendar.colors,
  });
  const kind = isLodgingStay(visit.stayType) ? visit.stayType : null;
  const units = kind === null ? 0 : products[LODGING_COUNT_FIELD[kind]];
  // The units the server holds for this visit (the map's Save answers them), as the cart names them.
  const chosenUnits =
    kind === null || quote?.id !== draft.id ? [] : quoteUnitsOf(quote, kind).map((unit) => unit.number);
  const lodgingUnavailable =
    kind !== null && stayNights(visit).some((night) => calendar.unavailableLodgingDates.has(night));
  const buttonState = checkoutButtonState(state, lodgingUnavailable);
  const payDisabledBy = buttonDisabledBy("pay", buttonState);
  const hours = STAY_HOURS[visit.stayType];
  const promptPersons =
    kind !== null && wantedPersons !== null && moreLodgingNeeded(wantedPersons, units) ? wantedPersons : null;

  function commitPersons(persons: number) {
    setWantedPersons(persons);
    store.setPersons(persons);
  }

  return (
    <div className="flex flex-col gap-4">
      <button type="button" onClick={onBack} className={linkButtonClass}>
        <span aria-hidden="true">← </span>
        {t("drawer.back")}
      </button>

      <div className="flex items-center gap-3">
        <StayIllustration type={visit.stayType} className="h-16 w-24 shrink-0 rounded-lg" />
        <div className="flex flex-col">
          <h3 className="text-base font-semibold text-forest-900">
            {ITEM_NAMES[STAY_ITEM_KEY[visit.stayType]][language]}
          </h3>
          <p className="text-sm text-stone-600">
            {t("drawer.hours", { from: formatClock(hours.from), to: formatClock(hours.to) })}
          </p>
        </div>
      </div>

      {kind !== null && controls.lodgingCounter ? (
        <Counter
          labelVisible
          label={t("drawer.lodgingQuantity")}
          value={units}
          limits={{ min: minimumUnits(visit.numberOfPersons), max: maxLodgingUnits(kind) }}
          onCommit={(count) => store.setLodgingCount(kind, count)}
        />
      ) : null}
      {controls.chooseOnMap ? (
        <button type="button" onClick={onChooseOnMap} className={linkButtonClass}>
          {t("drawer.chooseOnMap")}
        </button>
      ) : null}
      {kind !== null && chosenUnits.length > 0 ? (
        <p className="text-sm text-stone-800">
          {t("cart.lodging.chosen", { units: chosenUnits.join(", ") })}
        </p>
      ) : null}
      {lodgingUnavailable && kind !== null ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t(`drawer.lodgingUnavailable.${kind}`)}
        </p>
      ) : null}

      <div className="grid grid-cols-1 gap-3">
        <DateField
          label={t("drawer.arrivalDate")}
          value={visit.arrivalDate}
          {...calendarOf("arrival")}
          onPick={(date) => {
            // The departure is asked next only when this arrival cleared it (or it was missing).
            const departureNeeded =
              visit.stayType !== "DAY_PASS" && (visit.departureDate === null || date >= visit.departureDate);
            store.pickArrival(date);
            setOpenCalendar(departureNeeded ? "departure" : null);
          }}
        />
        {visit.stayType === "DAY_PASS" ? (
          <p className="text-sm text-stone-600">{t("drawer.departureSameDay")}</p>
        ) : (
          <DateField
            label={t("drawer.departureDate")}
            value={visit.departureDate}
            {...calendarOf("departure")}
            arrival={visit.arrivalDate}
            onPick={(date) => setOpenCalendar(store.pickDeparture(date) ? "departure" : null)}
          />
        )}
      </div>

      <ArrivalTimeField
        stayType={visit.stayType}
        value={visit.arrivalTime}
        disabled={!controls.arrivalTime}
        capacityFull={state.capacityFull}
        tooSoon={arrivalTimesTooSoon(visit.arrivalDate, state.clock)}
        onChange={store.setArrivalTime}
      />
      {payDisabledBy.includes("capacity_full") ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {t("quote.capacityFull")}
        </p>
      ) : null}

      <Counter
        labelVisible
        label={t("drawer.persons")}
        value={visit.numberOfPersons}
        limits={{ min: MIN_PERSONS, max: MAX_PERSONS_WITHOUT_LODGING }}
        disabled={!controls.personsCounter}
        onCommit={commitPersons}
        hint={t("drawer.personsHint")}
      />
      {promptPersons !== null && kind !== null ? (
        <div
          role="alert"
          className="flex flex-col gap-2 rounded-lg border border-lake-700 bg-lake-50 p-3 text-sm"
        >
          <p>{quoteMessage(t, language, "more_lodging_needed", { count: promptPersons })}</p>
          <button
            type="button"
            onClick={() => {
              store.addLodgingUnit(kind);
              store.setPersons(promptPersons);
            }}
            className="self-start rounded-full border border-forest-700 px-3 py-1.5 font-semibold text-forest-800 hover:bg-forest-50"
          >
            {t("drawer.addUnit")}
          </button>
        </div>
      ) : null}

      {state.unsaved ? <UnsavedChangeNotice onRetry={store.retrySave} /> : null}
      {quote !== null && quote.id === draft.id ? <SaleIssues quote={quote} /> : null}
      {controls.summary ? <DrawerSummary draft={draft} quote={quote} updating={state.saving} /> : null}
      {showPay ? <PayButton disabled={payDisabledBy.length > 0} onPay={onPay} /> : null}
    </div>
  );
}
