import { activityDates } from "@park/domain/activities/activity-dates.ts";
import type { ActivityPriceRow } from "@park/domain/activities/activity-price.ts";
import type { VisitActivityReservation } from "@park/domain/activities/activity-schemas.ts";
import {
  ACTIVITY_FACTS,
  activityName,
  type VisitActivityType,
} from "@park/domain/activities/activity-types.ts";
import { atvTrackCloses } from "@park/domain/activities/atv-track.ts";
import { formatClock, type IsoDate } from "@park/domain/dates.ts";
import { formatMoney } from "@park/domain/money.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { Counter } from "../../../shared/ui/counter.tsx";
import { formatVisitDate } from "../../quote/visit-format.ts";
import { activityMessage } from "../activity-message.ts";
import type { ActivityBooking } from "../api/activities-api.ts";
import { type ActivityVisitKey, activityDatesQuery, activityScheduleQuery } from "../api/activity-queries.ts";
import { shownPrice } from "../card-price.ts";
import {
  type ActivitySelection,
  bookingToSend,
  hoursAllowed,
  selectionIssue,
  selectionOf,
  slotToBook,
} from "../card-state.ts";
import { useActivityBooking } from "../hooks/use-activity-booking.ts";
import { bookingKey, reservationKey } from "../line-booking.ts";
import { DateField, HoursField, SlotField } from "./activity-fields.tsx";
import { ActivityInfoDialog } from "./activity-info-dialog.tsx";
import "../../../shared/i18n/commerce/activities.ts";

export interface ActivityCardProps {
  type: VisitActivityType;
  quoteId: string;
  visit: ActivityVisitKey;
  colors: QuoteDto["colors"];
  periods: readonly ActivityPriceRow[];
  /** The quote's booking of this activity, when the server has told us. */
  booked: VisitActivityReservation | undefined;
  /** The activity's count on the quote (its products). */
  countOnQuote: number;
}

/**
 * One activity of the cart (000 §2): counter, date, slot (picked for the canopy), ATV hours, the price
 * per person, description and the more-information dialog. A complete choice is booked on the server at
 * once; quantity 0 removes the booking. The messages of 000 §5 say what is missing or full.
 */
export function ActivityCard({
  type,
  quoteId,
  visit,
  colors,
  periods,
  booked,
  countOnQuote,
}: ActivityCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const facts = ACTIVITY_FACTS[type];
  const name = activityName(type, language);
  const messageId = useId();
  const hoursWhyId = useId();
  const headingId = useId();
  const [selection, setSelection] = useState<ActivitySelection>(() => selectionOf(booked, countOnQuote));
  // Messages wait for the visitor's first change: a booking loaded with the page is not an error.
  const [touched, setTouched] = useState(false);
  const booking = useActivityBooking(type);

  const dates = useQuery(activityDatesQuery(type, visit));
  // The picker lists the activity's days of the visit (the night canopy from the day after a night
  // arrival); which of them can be booked is the server's answer.
  const dateOptions = useMemo(() => {
    if (!dates.data) return undefined;
    const answer = new Map(dates.data.map((day) => [day.date, day.available]));
    return activityDates(type, visit, new Date()).map((option) => ({
      date: option.date,
      available: answer.get(option.date) ?? false,
    }));
  }, [dates.data, type, visit]);

  const date = selection.date;
  // Removing a booking whose slot we do not know needs a slot of the activity: the first listed date's.
  const removingUnknown = selection.quantity === 0 && booked === undefined && countOnQuote > 0;
  const scheduleDate = date ?? (removingUnknown ? (dateOptions?.[0]?.date ?? null) : null);
  const schedule = useQuery({
    ...activityScheduleQuery({
      type,
      date: scheduleDate ?? visit.arrivalDate,
      quantity: Math.max(1, selection.quantity),
      // An ATV slot's own places for one hour: the card itself tells a full start hour (the slot
      // message) from a later hour short of ATVs (the hours message, 000 §5).
      hours: undefined,
      quoteId,
    }),
    enabled: scheduleDate !== null,
    // A new count asks again; the slots of the same date stay on screen meanwhile.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === scheduleDate ? previous : undefined,
  });
  const slots = scheduleDate === null ? undefined : schedule.data;
  const slotsSettled = slots !== undefined && !schedule.isPlaceholderData;

  function change(next: Partial<ActivitySelection>): void {
    setTouched(true);
    booking.clearError();
    setSelection((current) => ({ ...current, ...next }));
  }

  // Sends what the card shows once it is complete and differs from the booking; the same call is not
  // repeated after a refusal until the visitor changes something.
  const [lastSent, setLastSent] = useState<ActivityBooking | null>(null);
  const { book } = booking;
  useEffect(() => {
    if (!touched || (!slotsSettled && selection.quantity > 0)) return;
    const call = bookingToSend(type, selection, slots, { reservation: booked, countOnQuote }, scheduleDate);
    if (call === null) return;
    if (lastSent !== null && JSON.stringify(call) === JSON.stringify(lastSent)) return;
    setLastSent(call);
    void book(call);
  }, [touched, slotsSettled, selection, slots, booked, countOnQuote, scheduleDate, type, book, lastSent]);

  // A booking changed elsewhere (the cart line's counter or delete) is followed: the card shows it and
  // sends nothing until the visitor changes the card again. Its own booking's answer is not a change.
  // Done while rendering, so the sending effect never sees the card's older choice against the new booking.
  const bookedKey = reservationKey(booked);
  const [followedKey, setFollowedKey] = useState(bookedKey);
  if (bookedKey !== followedKey) {
    setFollowedKey(bookedKey);
    if (bookedKey !== bookingKey(lastSent)) {
      setSelection(selectionOf(booked, countOnQuote));
      setTouched(false);
      setLastSent(null);
    }
  }

  const issue = touched
    ? selectionIssue(type, selection, slotsSettled ? slots : undefined)
    : booked && !booked.available
      ? "slot_not_available"
      : null;
  const message = booking.error ?? (issue === null ? null : activityMessage(issue, language));

  const priceDate: IsoDate =
    date ?? dateOptions?.find((option) => option.available)?.date ?? visit.arrivalDate;
  const price = shownPrice({ type, periods, colors, date: priceDate, booked });
  const perHour = type === "ATV" ? selection.hours : 1;
  const atvStart =
    type === "ATV" && slotsSettled ? slots?.find((slot) => slot.id === selection.slotId) : undefined;
  const atvHours = slots ? hoursAllowed(selection, slots) : 1;
  const canopySlot =
    facts.autoPicksFirstSlot && slotsSettled ? slotToBook(type, selection, slots ?? []) : undefined;

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-bold text-forest-900">
          {name}
        </h3>
        <ActivityInfoDialog type={type} />
      </div>
      <p className="text-stone-700">{t(`activities.types.${type}.description`)}</p>

      <div aria-live="polite" aria-atomic="true" className="text-forest-900">
        {price ? (
          <>
            <p className="font-semibold">
              {t("activities.pricePer", {
                price: formatMoney(price.pesos),
                unit: t(`activities.types.${type}.priceUnit`),
              })}
            </p>
            {price.special ? <p className="text-xs text-stone-600">{t("activities.specialPrice")}</p> : null}
            {selection.quantity > 0 ? (
              <p className="text-sm text-stone-700">
                {t("activities.subtotal", {
                  amount: formatMoney(price.pesos * selection.quantity * perHour),
                })}
              </p>
            ) : null}
          </>
        ) : null}
      </div>

      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Counter
          value={selection.quantity}
          limits={{ min: 0, max: facts.maxQuantity }}
          label={`${t(`activities.types.${type}.counter`)}: ${name}`}
          subject={name}
          onCommit={(quantity) => change({ quantity })}
        />
        <DateField
          value={date}
          options={dateOptions}
          describedBy={messageId}
          onChange={(next) => change({ date: next, slotId: null })}
        />
        {facts.autoPicksFirstSlot ? null : (
          <SlotField
            value={selection.slotId}
            slots={slots}
            loading={date !== null && schedule.isPending}
            disabled={date === null}
            describedBy={messageId}
            onChange={(slotId) => change({ slotId })}
          />
        )}
        {type === "ATV" ? (
          <HoursField
            value={selection.hours}
            max={atvHours}
            disabled={selection.slotId === null}
            describedBy={atvStart ? `${hoursWhyId} ${messageId}` : messageId}
            onChange={(hours) => change({ hours })}
          />
        ) : null}
      </div>
      {atvStart && date ? (
        <p id={hoursWhyId} className="text-sm text-stone-700">
          {t("activities.atvHoursUntil", {
            close: formatClock(atvTrackCloses(date)),
            time: formatClock(atvStart.startHour),
            hours: t("activities.hoursOption", { count: atvHours }),
          })}
        </p>
      ) : null}
      {canopySlot ? (
        <p className="text-sm text-stone-700">
          {t("activities.autoSlot", { time: formatClock(canopySlot.startHour) })}
        </p>
      ) : null}

      <p
        id={messageId}
        aria-live="polite"
        className={message ? "text-sm font-semibold text-red-800" : "sr-only"}
      >
        {message ?? ""}
      </p>
      <p role="status" className="text-sm text-stone-700">
        {booking.saving
          ? t("activities.saving")
          : booked && booked.quantity > 0
            ? booked.hours
              ? t("activities.bookedHours", {
                  date: formatVisitDate(booked.visitDate, language),
                  time: formatClock(booked.visitActivitySchedule.startHour),
                  hours: t("activities.hoursOption", { count: booked.hours }),
                })
              : t("activities.booked", {
                  date: formatVisitDate(booked.visitDate, language),
                  time: formatClock(booked.visitActivitySchedule.startHour),
                })
            : ""}
      </p>
      {dates.isError || (date !== null && schedule.isError) ? (
        <p className="text-sm text-red-800">
          {(dates.error ?? schedule.error)?.message}{" "}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void (dates.isError ? dates.refetch() : schedule.refetch())}
          >
            {t("activities.retry")}
          </button>
        </p>
      ) : null}
    </article>
  );
}
