import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { useOfficeSession } from "../../shell/office-session.ts";
import { panelsOf } from "../dashboard-panels.ts";
import { useDashboardArrivals, useDashboardOccupancy, useDashboardSales } from "../hooks/use-dashboard.ts";
import { ArrivalsPanel, InParkPanel } from "./arrivals-panels.tsx";
import { ActivitiesPanel, LodgingPanel } from "./occupancy-panels.tsx";
import { AwaitingPanel, SalesPanel } from "./sales-panels.tsx";

/**
 * /office, the office's first page: the day at a glance for today and the next 7 days, each panel its own
 * read (decision 0065) and shown only to the roles whose call it makes; the other pages are in the menu.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const session = useOfficeSession();
  const panels = panelsOf(session.status === "signed-in" ? session.staff.role : "hr");
  const arrivals = useDashboardArrivals(panels.has("arrivals") || panels.has("inPark"));
  const occupancy = useDashboardOccupancy(panels.has("lodging") || panels.has("activities"));
  const sales = useDashboardSales(panels.has("sales") || panels.has("awaiting"));

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="font-bold text-2xl text-forest-900">{t("office.dashboard.title")}</h1>
        <p className="mt-1 text-stone-700">
          {panels.size > 0 ? t("office.dashboard.intro") : t("office.dashboard.noPanels")}
        </p>
      </div>
      {panels.size > 0 ? (
        <div className="grid gap-6 lg:grid-cols-2">
          {panels.has("inPark") ? <InParkPanel query={arrivals} /> : null}
          {panels.has("awaiting") ? <AwaitingPanel query={sales} /> : null}
          {panels.has("arrivals") ? <ArrivalsPanel query={arrivals} /> : null}
          {panels.has("lodging") ? <LodgingPanel query={occupancy} /> : null}
          {panels.has("activities") ? <ActivitiesPanel query={occupancy} /> : null}
          {panels.has("sales") ? <SalesPanel query={sales} /> : null}
        </div>
      ) : null}
    </div>
  );
}
