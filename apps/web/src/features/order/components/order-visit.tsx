import { ARRIVAL_WINDOWS } from "@park/domain/constants.ts";
import { formatClock } from "@park/domain/dates.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { formatVisitDate } from "../../quote/visit-format.ts";
import type { OrderDto } from "../api/order-api.ts";
import { orderUnits } from "../order-units.ts";
import "../../../shared/i18n/commerce/order.ts";

/** The visit as bought: dates, arrival window, departure deadline, persons and the lodging units. */
export function OrderVisit({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { visit } = order;
  const arrival = ARRIVAL_WINDOWS[visit.arrivalTime];
  const units = orderUnits(order);

  return (
    <TitledSection id="order-visit" heading={t("order.visit.heading")} look="card">
      <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-semibold text-forest-900">{t("order.visit.arrival")}</dt>
          <dd>{formatVisitDate(visit.arrivalDate, language)}</dd>
        </div>
        <div>
          <dt className="font-semibold text-forest-900">{t("order.visit.window")}</dt>
          <dd>
            {t("order.visit.windowValue", { from: formatClock(arrival.from), to: formatClock(arrival.to) })}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-forest-900">{t("order.visit.departure")}</dt>
          <dd>
            {formatVisitDate(visit.departureDate, language)} ·{" "}
            {units.length > 0 ? t("order.visit.beforeNoon") : t("order.visit.beforeSix")}
          </dd>
        </div>
        <div>
          <dt className="font-semibold text-forest-900">{t("order.visit.persons")}</dt>
          <dd>{visit.numberOfPersons}</dd>
        </div>
        {units.map(({ kind, units: names }) => (
          <div key={kind}>
            <dt className="font-semibold text-forest-900">{t(`order.visit.units.${kind}`)}</dt>
            <dd>{names.join(", ")}</dd>
          </div>
        ))}
      </dl>
    </TitledSection>
  );
}
