import type { Language } from "@park/domain/constants.ts";
import {
  type ArrivalsListDto,
  arrivalsListDtoSchema,
  type ManifestDto,
  manifestDtoSchema,
  type OccupancyReportDto,
  occupancyReportDtoSchema,
} from "@park/domain/office-reports/report-dto.ts";
import { saveFile } from "../../../../shared/ui/save-file.ts";
import { officeFile, officeRequest } from "../../shell/office-api.ts";
import type { ReportRange } from "../report-range.ts";

const BASE = "/api/office/reports";

/** GET /api/office/reports/occupancy (front desk): each night of the range, per kind. */
export async function fetchOccupancyReport(
  range: ReportRange,
  signal: AbortSignal,
): Promise<OccupancyReportDto> {
  return occupancyReportDtoSchema.parse(await officeRequest(`${BASE}/occupancy`, { query: range, signal }));
}

export type ManifestRequest = { date: string; scheduleId: number };

/** GET /api/office/reports/activity-manifest (front desk): a slot's bookings and safety notes, for the guide. */
export async function fetchManifest(request: ManifestRequest, signal: AbortSignal): Promise<ManifestDto> {
  return manifestDtoSchema.parse(
    await officeRequest(`${BASE}/activity-manifest`, { query: request, signal }),
  );
}

/** GET /api/office/reports/arrivals (gate, front desk): a day's arrivals per arrival time; today when absent. */
export async function fetchArrivalsList(
  date: string | undefined,
  signal: AbortSignal,
): Promise<ArrivalsListDto> {
  return arrivalsListDtoSchema.parse(await officeRequest(`${BASE}/arrivals`, { query: { date }, signal }));
}

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * Downloads the range's payments and refunds (front desk) and saves them under the name the server gives
 * (its Content-Disposition); the columns are in the office's language. Answers the file's name.
 */
export async function downloadPayments(
  range: ReportRange,
  format: ExportFormat,
  language: Language,
): Promise<string> {
  const file = await officeFile(`${BASE}/payments.${format}`, { query: { ...range, lang: language } });
  const fileName = file.fileName ?? `payments-${range.from}-${range.to}.${format}`;
  saveFile(file.blob, fileName);
  return fileName;
}
