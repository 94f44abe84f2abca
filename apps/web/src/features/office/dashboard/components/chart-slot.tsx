import { lazy, Suspense } from "react";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { LoadFailureBoundary } from "../../shell/office-page-loader.tsx";
import type { BarChartProps } from "./bar-chart.tsx";

// Chart.js comes with the first chart drawn, after the figures and tables: a role without charts never loads it.
const BarChart = lazy(() => import("./bar-chart.tsx"));

/** A chart, fetched when first shown; until then (or if it cannot be fetched) its place, as the table has the figures. */
export function ChartSlot(props: BarChartProps) {
  const { t } = useTranslation();
  const place = <div className="h-64 w-full rounded bg-sand-50" />;
  return (
    <LoadFailureBoundary fallback={<p className="text-stone-700">{t("office.dashboard.chartFailed")}</p>}>
      <Suspense fallback={place}>
        <BarChart {...props} />
      </Suspense>
    </LoadFailureBoundary>
  );
}
