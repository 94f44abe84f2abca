import { type Clock, parkDate } from "@park/domain/dates.ts";
import { mergeCheckIn } from "@park/domain/gate/first-check-in.ts";
import type {
  GateCheckInAnswer,
  GateCheckInBody,
  GateCheckInOutcome,
  GateDay,
  GateVisit,
} from "@park/domain/gate/gate-schemas.ts";
import { gateVerdict } from "@park/domain/gate/gate-verdict.ts";
import { recordedScanTime } from "@park/domain/gate/scan-time.ts";
import { isVisitCode, normalizeVisitCode } from "@park/domain/quote/visit-code.ts";
import type { Database } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { recordAudit } from "../audit/audit-repository.ts";
import { type CheckInRecord, createGateRepository, type GateVisitRow } from "./repository.ts";

export type GateService = ReturnType<typeof createGateService>;

function holderOf(row: GateVisitRow): string {
  return [row.name, row.lastname].filter(Boolean).join(" ");
}

/** Refuses a visit that may not enter on `day`, with the date the visitor needs to hear. */
function assertMayEnter(row: GateVisitRow, day: string): void {
  switch (gateVerdict(row, day)) {
    case "NOT_PAID":
      throw new AppError(409, "gate_visit_not_paid");
    case "BEFORE_ARRIVAL":
      throw new AppError(409, "gate_visit_before_arrival", { dates: [row.arrivalDate] });
    case "AFTER_DEPARTURE":
      throw new AppError(409, "gate_visit_after_departure", { dates: [row.departureDate] });
    case "MAY_ENTER":
      return;
  }
}

function auditView(row: CheckInRecord) {
  return { clientId: row.clientId, scannedAt: row.scannedAt.toISOString(), staffId: row.staffId };
}

/**
 * The gate (issue 14 item 7): the day's visits for the phone's offline copy, and check-ins, one per visit,
 * the earliest scan winning however late it arrives (first-check-in.ts).
 */
export function createGateService(deps: { db: Database; clock: Clock }) {
  const { db, clock } = deps;
  const repository = createGateRepository(db);

  async function withDetails(rows: GateVisitRow[]): Promise<GateVisit[]> {
    const ids = rows.map((row) => row.id);
    const [units, activities] = await Promise.all([repository.unitsOf(ids), repository.activitiesOf(ids)]);
    return rows.map((row) => ({
      code: row.code,
      holder: holderOf(row),
      stayType: row.stayType,
      arrivalDate: row.arrivalDate,
      departureDate: row.departureDate,
      arrivalTime: row.arrivalTime,
      numberOfPersons: row.numberOfPersons,
      units: units.get(row.id) ?? [],
      activities: activities.get(row.id) ?? [],
      vehiclePlate: row.plate,
      checkIn:
        row.checkedInAt && row.checkedInBy !== null
          ? { checkedInAt: row.checkedInAt.toISOString(), by: row.checkedInBy }
          : null,
    }));
  }

  return {
    /** Every visit that may enter on `date` (today when not given), with its check-in if it has one. */
    async day(date: string | undefined): Promise<GateDay> {
      const now = clock();
      const day = date ?? parkDate(now);
      return {
        date: day,
        readAt: now.toISOString(),
        visits: await withDetails(await repository.visitsOn(day)),
      };
    },

    /**
     * Records a scan: 404 for an unknown code, 409 for a visit that may not enter on the scan's day, else
     * the visit's check-in after this scan (CHECKED_IN when this scan is it, ALREADY_CHECKED_IN with the
     * earlier one's time). A replay of the same scan changes nothing and answers as the first time did.
     */
    async checkIn(scan: GateCheckInBody, staffId: string): Promise<GateCheckInAnswer> {
      const now = clock();
      const scannedAt = recordedScanTime(scan.scannedAt, now);
      if (!scannedAt) throw new AppError(422, "gate_scan_too_old");
      const code = normalizeVisitCode(scan.code);
      const found = isVisitCode(code) ? await repository.visitByCode(code) : undefined;
      if (!found) throw new AppError(404, "gate_code_unknown");
      // The scan's day, not the sync's: a queue made at 23:50 and sent at 00:10 is for the day it was made.
      assertMayEnter(found, parkDate(scannedAt));

      const incoming: CheckInRecord = {
        quoteId: found.id,
        clientId: scan.id,
        scannedAt,
        staffId,
        recordedAt: now,
      };
      const outcome = await db.transaction(async (tx): Promise<GateCheckInOutcome> => {
        const gate = createGateRepository(tx);
        const inserted = await gate.insertFirst(incoming);
        if (inserted) {
          await recordAudit(tx, {
            staffId,
            action: "check_in.recorded",
            entityType: "check_in",
            entityId: found.id,
            before: null,
            after: auditView(inserted),
          });
          return "CHECKED_IN";
        }
        const recorded = await gate.lockedCheckIn(found.id);
        // The scan's id belongs to another visit's check-in: a device bug, never two scans of one id.
        if (!recorded) throw new AppError(409, "gate_scan_id_reused");
        const merge = mergeCheckIn(
          { ...recorded, scannedAt: recorded.scannedAt.toISOString() },
          { ...incoming, scannedAt: scannedAt.toISOString() },
        );
        if (merge.kind === "EARLIER") {
          await gate.replace(incoming);
          await recordAudit(tx, {
            staffId,
            action: "check_in.earlier_scan",
            entityType: "check_in",
            entityId: found.id,
            before: auditView(recorded),
            after: auditView(incoming),
          });
          return "CHECKED_IN";
        }
        // A replay answers as its first sending did; a later scan is a repeat the gate warns about.
        return merge.kind === "REPLAY" ? "CHECKED_IN" : "ALREADY_CHECKED_IN";
      });

      const [visit] = await withDetails([{ ...found, ...(await repository.checkInOf(found.id)) }]);
      // The check-in row exists now (written above, or found); nothing deletes one.
      if (!visit?.checkIn) throw new Error(`the check-in of ${code} vanished`);
      return { outcome, visit: { ...visit, checkIn: visit.checkIn } };
    },
  };
}
