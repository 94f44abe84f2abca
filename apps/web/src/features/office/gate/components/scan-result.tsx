import type { Language } from "@park/domain/constants.ts";
import type { GateVisit } from "@park/domain/gate/gate-schemas.ts";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { gateTime, refusalText } from "../gate-format.ts";
import type { ScanOutcome } from "../hooks/use-gate.ts";

function VisitDetails({ visit, t, language }: { visit: GateVisit; t: TFunction; language: Language }) {
  const dates =
    visit.arrivalDate === visit.departureDate
      ? formatVisitDate(visit.arrivalDate, language)
      : `${formatVisitDate(visit.arrivalDate, language)} – ${formatVisitDate(visit.departureDate, language)}`;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
      <dt className="font-semibold">{t("office.gate.visit.code")}</dt>
      <dd className="font-mono tracking-widest">{visit.code}</dd>
      <dt className="font-semibold">{t("office.gate.visit.holder")}</dt>
      <dd>{visit.holder || "—"}</dd>
      <dt className="font-semibold">{t("office.gate.visit.persons")}</dt>
      <dd className="text-2xl font-bold">{visit.numberOfPersons}</dd>
      <dt className="font-semibold">{t("office.gate.visit.stay")}</dt>
      <dd>{t(`office.gate.stayTypes.${visit.stayType}`)}</dd>
      <dt className="font-semibold">{t("office.gate.visit.dates")}</dt>
      <dd>{dates}</dd>
      <dt className="font-semibold">{t("office.gate.visit.arrival")}</dt>
      <dd>{t(`office.gate.visit.arrivalTimes.${visit.arrivalTime}`)}</dd>
      <dt className="font-semibold">{t("office.gate.visit.units")}</dt>
      <dd>{visit.units.length > 0 ? visit.units.join(", ") : t("office.gate.visit.none")}</dd>
      <dt className="font-semibold">{t("office.gate.visit.activities")}</dt>
      <dd>
        {visit.activities.length > 0 ? (
          <ul>
            {visit.activities.map((a) => (
              <li key={`${a.type}-${a.date}`}>
                {t("office.gate.activity", {
                  name: t(`office.gate.activityNames.${a.type}`),
                  quantity: a.quantity,
                  date: formatVisitDate(a.date, language),
                  hour: a.startHour,
                })}
              </li>
            ))}
          </ul>
        ) : (
          t("office.gate.visit.none")
        )}
      </dd>
      <dt className="font-semibold">{t("office.gate.visit.plate")}</dt>
      <dd className="font-mono">{visit.vehiclePlate ?? t("office.gate.visit.noPlate")}</dd>
    </dl>
  );
}

const TONES = {
  ok: "bg-green-50 ring-green-700 text-green-950",
  warn: "bg-amber-50 ring-amber-700 text-amber-950",
  no: "bg-red-50 ring-red-700 text-red-950",
} as const;

/** The verdict of the last code read, big enough to read at arm's length, and the visit behind it. */
export function ScanResult({
  outcome,
  t,
  language,
}: {
  outcome: ScanOutcome;
  t: TFunction;
  language: Language;
}) {
  let tone: keyof typeof TONES;
  let verdict: string;
  let visit: GateVisit | undefined;
  switch (outcome.kind) {
    case "CHECKED_IN":
      tone = "ok";
      verdict = outcome.offline ? t("office.gate.result.mayEnterOffline") : t("office.gate.result.mayEnter");
      visit = outcome.visit;
      break;
    case "ALREADY_CHECKED_IN":
      tone = "warn";
      verdict = t("office.gate.result.already", {
        time: gateTime(outcome.checkIn.checkedInAt),
        by: outcome.checkIn.by || t("office.gate.result.thisPhone"),
      });
      visit = outcome.visit;
      break;
    case "REFUSED":
      tone = "no";
      verdict = refusalText(outcome.error, language);
      break;
    case "NOT_ON_LIST":
      tone = "no";
      verdict = t("office.gate.result.notOnList", { time: gateTime(outcome.readAt) });
      break;
    case "NO_LIST":
      tone = "no";
      verdict = t("office.gate.result.noList");
      break;
    case "NOT_A_CODE":
      tone = "no";
      verdict = t("office.gate.result.notACode");
      break;
  }
  return (
    <div className={`rounded-xl p-4 ring-2 ${TONES[tone]}`}>
      <p className="text-xl font-bold">{verdict}</p>
      {visit ? <VisitDetails visit={visit} t={t} language={language} /> : null}
    </div>
  );
}
