import { activityName } from "@park/domain/activities/activity-types.ts";
import type { Language } from "@park/domain/constants.ts";
import { formatMoney } from "@park/domain/money.ts";
import type { OfficeOrderDto } from "@park/domain/office-orders/office-order-dto.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { formatStay } from "../order-format.ts";

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
export function OrderVisitSection(props: { order: OfficeOrderDto; t: TFunction; language: Language }) {
  const { order, t, language } = props;
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
        {t("office.orders.visitTitle")}
      </h2>
      <Facts
        rows={[
          [t("office.orders.stay"), quote.visit.stayType],
          [t("office.orders.dates"), formatStay(quote.visit.arrivalDate, quote.visit.departureDate)],
          [t("office.orders.arrivalTime"), t(`office.orders.arrivalTimes.${quote.visit.arrivalTime}`)],
          [t("office.orders.persons"), String(quote.visit.numberOfPersons)],
          [t("office.orders.units"), units.length > 0 ? units.join(", ") : t("office.orders.noUnits")],
          [
            t("office.orders.activities"),
            activities.length > 0 ? activities.join("; ") : t("office.orders.noActivities"),
          ],
          [t("office.orders.total"), formatMoney(quote.totalAmount)],
        ]}
      />
      <details>
        <summary className="cursor-pointer">{t("office.orders.lines")}</summary>
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
export function OrderBuyerSection(props: { order: OfficeOrderDto; t: TFunction }) {
  const { order, t } = props;
  const { contact, vehicle } = order;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section aria-labelledby="order-buyer" className="space-y-2">
        <h2 id="order-buyer" className="text-xl font-semibold">
          {t("office.orders.buyerTitle")}
        </h2>
        {contact ? (
          <Facts
            rows={[
              [t("office.orders.name"), `${contact.name} ${contact.lastname}`],
              [t("office.orders.email"), contact.email],
              [t("office.orders.phone"), contact.phoneNumber ?? "—"],
              [
                t("office.orders.place"),
                [contact.city, contact.state, contact.country].filter(Boolean).join(", "),
              ],
            ]}
          />
        ) : (
          <p>{t("office.orders.noBuyer")}</p>
        )}
      </section>
      <section aria-labelledby="order-vehicle" className="space-y-2">
        <h2 id="order-vehicle" className="text-xl font-semibold">
          {t("office.orders.vehicleTitle")}
        </h2>
        {vehicle ? (
          <Facts
            rows={[
              [t("office.orders.vehicleType"), vehicle.vehicleType],
              [t("office.orders.brand"), vehicle.brand ?? "—"],
              [t("office.orders.color"), vehicle.color ?? "—"],
              [
                t("office.orders.plate"),
                [vehicle.plate, vehicle.plateType].filter(Boolean).join(" · ") || "—",
              ],
              [
                t("office.orders.firstTime"),
                vehicle.firstTime ? t("office.orders.yes") : t("office.orders.no"),
              ],
            ]}
          />
        ) : (
          <p>{t("office.orders.noVehicle")}</p>
        )}
      </section>
    </div>
  );
}
