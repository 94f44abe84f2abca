import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  type ChartDataset,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from "chart.js";
import { useEffect, useRef } from "react";
import type { ChartData } from "../chart-data.ts";

// Only the pieces the dashboard draws, so the rest of Chart.js stays out of the office's download.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

export function datasetOf(
  series: ChartData["series"][number],
): ChartDataset<"bar" | "line", (number | null)[]> {
  if (series.line) {
    return {
      type: "line",
      label: series.label,
      data: [...series.values],
      borderColor: series.color,
      backgroundColor: series.color,
      borderDash: [6, 4],
      pointRadius: 2,
      spanGaps: false,
      // A limit stands at its own value: on the stacked axis it must not sit on top of another limit.
      stack: series.label,
    };
  }
  return {
    type: "bar",
    label: series.label,
    data: [...series.values],
    backgroundColor: series.color,
    borderColor: "#44403c",
    borderWidth: series.outlined ? 1 : 0,
    stack: series.stack,
  };
}

function configOf(props: BarChartProps): ChartConfiguration<"bar" | "line", (number | null)[], string> {
  const { data, locale, format } = props;
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const tick = (value: number | string) => format(Number(value));
  return {
    type: "bar",
    data: { labels: [...data.labels], datasets: data.series.map(datasetOf) },
    options: {
      locale,
      responsive: true,
      maintainAspectRatio: false,
      // Staff who asked for less motion get none: the bars appear as they are.
      animation: reduced ? false : { duration: 250 },
      interaction: { mode: "index", intersect: false },
      scales: {
        x: { stacked: true, ticks: { autoSkip: true, maxRotation: 0 } },
        y: { stacked: true, beginAtZero: true, ticks: { callback: tick, precision: 0 } },
      },
      plugins: {
        legend: { position: "bottom" },
        tooltip: {
          callbacks: { label: (item) => `${item.dataset.label ?? ""}: ${format(item.parsed.y ?? 0)}` },
        },
      },
    },
  };
}

export interface BarChartProps {
  /** The chart's accessible name: what it shows, and that the table beside it holds its figures. */
  name: string;
  data: ChartData;
  locale: string;
  format: (value: number) => string;
}

/**
 * A bar chart drawn by Chart.js on a canvas. The canvas is an image to screen readers, named by `name`;
 * the figures themselves are in the table the panel shows beside it.
 */
export default function BarChart(props: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { name } = props;
  const config = configOf(props);
  // Drawn again when what it shows changes; the same figures read again (a refetch) are left as drawn.
  const drawn = JSON.stringify([config.data, props.locale]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `drawn` stands for the config, made anew each render
  useEffect(() => {
    const element = canvas.current;
    if (!element?.getContext("2d")) return;
    const chart = new Chart(element, config);
    return () => chart.destroy();
  }, [drawn]);
  return (
    <div className="relative h-64 w-full">
      <canvas ref={canvas} role="img" aria-label={name} />
    </div>
  );
}
