import type { Language } from "@park/domain/constants.ts";
import { useMutation } from "@tanstack/react-query";
import { IN_PARK_REFRESH_MS } from "../../dashboard/hooks/use-dashboard.ts";
import { OFFICE_KEY, useOfficeQuery } from "../../shell/hooks/office-queries.ts";
import {
  downloadPayments,
  type ExportFormat,
  fetchArrivalsList,
  fetchManifest,
  fetchOccupancyReport,
  type ManifestRequest,
} from "../api/reports-calls.ts";
import type { ReportRange } from "../report-range.ts";

const REPORTS_KEY = [...OFFICE_KEY, "reports"] as const;

export function useOccupancyReport(range: ReportRange | null) {
  return useOfficeQuery(
    [...REPORTS_KEY, "occupancy", range],
    (signal) => fetchOccupancyReport(range ?? { from: "", to: "" }, signal),
    { enabled: range !== null },
  );
}

export function useManifest(request: ManifestRequest | null) {
  return useOfficeQuery(
    [...REPORTS_KEY, "manifest", request],
    (signal) => fetchManifest(request ?? { date: "", scheduleId: 0 }, signal),
    { enabled: request !== null },
  );
}

/** A day's arrivals; the gate's list changes as visits are checked in, so it is read again every minute. */
export function useArrivalsList(date: string | undefined) {
  return useOfficeQuery([...REPORTS_KEY, "arrivals", date], (signal) => fetchArrivalsList(date, signal), {
    refetchInterval: IN_PARK_REFRESH_MS,
  });
}

/** One export download at a time: which format is on its way, and how the last one ended. */
export function usePaymentsDownload() {
  return useMutation({
    mutationFn: (request: { range: ReportRange; format: ExportFormat; language: Language }) =>
      downloadPayments(request.range, request.format, request.language),
  });
}
