import { activityName } from "@park/domain/activities/activity-types.ts";
import type { Language } from "@park/domain/constants.ts";
import { formatMoney } from "@park/domain/money.ts";
import type { OfficeOrderDto } from "@park/domain/office-orders/office-order-dto.ts";
import { formatStay } from "../order-format.ts";
import type { OrdersTexts } from "../orders-texts.ts";

/** Two columns of label and value, read by screen readers as a description list. */
export function Facts(props: { rows: [string, string][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {props.rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The visit as sold: dates, arrival time, persons, units, activities and the lines with the total. */
export function OrderVisitSection(props: { order: OfficeOrderDto; texts: OrdersTexts; language: Language }) {
  const { order, texts, language } = props;
  const { quote } = order;
  const units = [
    ...quote.cabinNumbers,
    ...quote.tipiNumbers,
    ...quote.lakeVillageNumbers,
    ...quote.superiorCabinNumbers,
  ].map((unit) => unit.number);
  const activities = (quote.visitActivityReservations ?? []).map(
    (booking) =>
      `${activityName(booking.visitActivitySchedule.visitActivity.type, language)}: ${booking.visitDate} ${booking.visitActivitySchedule.startHour} × ${booking.quantity}${booking.hours ? ` (${booking.hours} h)` : ""}`,
  );
  return (
    <section aria-labelledby="order-visit" className="space-y-2">
      <h2 id="order-visit" className="text-xl font-semibold">
        {texts.visitTitle}
      </h2>
      <Facts
        rows={[
          [texts.stay, quote.visit.stayType],
          [texts.dates, formatStay(quote.visit.arrivalDate, quote.visit.departureDate)],
          [texts.arrivalTime, texts.arrivalTimes[quote.visit.arrivalTime]],
          [texts.persons, String(quote.visit.numberOfPersons)],
          [texts.units, units.length > 0 ? units.join(", ") : texts.noUnits],
          [texts.activities, activities.length > 0 ? activities.join("; ") : texts.noActivities],
          [texts.total, formatMoney(quote.totalAmount)],
        ]}
      />
      <details>
        <summary className="cursor-pointer">{texts.lines}</summary>
        <ul className="mt-1 list-disc pl-6">
          {quote.items.map((item) => (
            <li key={`${item.product.key}-${item.name}`}>
              {item.name} × {item.quantity}: {formatMoney(item.totalAmount)}
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}

/** Who bought it, and the vehicle they pre-registered. */
export function OrderBuyerSection(props: { order: OfficeOrderDto; texts: OrdersTexts }) {
  const { order, texts } = props;
  const { contact, vehicle } = order;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="order-buyer" className="space-y-2">
        <h2 id="order-buyer" className="text-xl font-semibold">
          {texts.buyerTitle}
        </h2>
        {contact ? (
          <Facts
            rows={[
              [texts.name, `${contact.name} ${contact.lastname}`],
              [texts.email, contact.email],
              [texts.phone, contact.phoneNumber ?? "—"],
              [texts.place, [contact.city, contact.state, contact.country].filter(Boolean).join(", ")],
            ]}
          />
        ) : (
          <p>{texts.noBuyer}</p>
        )}
      </section>
      <section aria-labelledby="order-vehicle" className="space-y-2">
        <h2 id="order-vehicle" className="text-xl font-semibold">
          {texts.vehicleTitle}
        </h2>
        {vehicle ? (
          <Facts
            rows={[
              [texts.vehicleType, vehicle.vehicleType],
              [texts.brand, vehicle.brand ?? "—"],
              [texts.color, vehicle.color ?? "—"],
              [texts.plate, [vehicle.plate, vehicle.plateType].filter(Boolean).join(" · ") || "—"],
              [texts.firstTime, vehicle.firstTime ? texts.yes : texts.no],
            ]}
          />
        ) : (
          <p>{texts.noVehicle}</p>
        )}
      </section>
    </div>
  );
}
