import type { Language } from "@park/domain/constants.ts";
import type { GateVisit } from "@park/domain/gate/gate-schemas.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { gateTime, refusalText } from "../gate-format.ts";
import type { GateTexts } from "../gate-texts.ts";
import type { ScanOutcome } from "../hooks/use-gate.ts";

function VisitDetails({
  visit,
  texts,
  language,
}: {
  visit: GateVisit;
  texts: GateTexts;
  language: Language;
}) {
  const dates =
    visit.arrivalDate === visit.departureDate
      ? formatVisitDate(visit.arrivalDate, language)
      : `${formatVisitDate(visit.arrivalDate, language)} – ${formatVisitDate(visit.departureDate, language)}`;
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-base">
      <dt className="font-semibold">{texts.visit.code}</dt>
      <dd className="font-mono tracking-widest">{visit.code}</dd>
      <dt className="font-semibold">{texts.visit.holder}</dt>
      <dd>{visit.holder || "—"}</dd>
      <dt className="font-semibold">{texts.visit.persons}</dt>
      <dd className="text-2xl font-bold">{visit.numberOfPersons}</dd>
      <dt className="font-semibold">{texts.visit.stay}</dt>
      <dd>{texts.stayTypes[visit.stayType]}</dd>
      <dt className="font-semibold">{texts.visit.dates}</dt>
      <dd>{dates}</dd>
      <dt className="font-semibold">{texts.visit.arrival}</dt>
      <dd>{texts.visit.arrivalTimes[visit.arrivalTime]}</dd>
      <dt className="font-semibold">{texts.visit.units}</dt>
      <dd>{visit.units.length > 0 ? visit.units.join(", ") : texts.visit.none}</dd>
      <dt className="font-semibold">{texts.visit.activities}</dt>
      <dd>
        {visit.activities.length > 0 ? (
          <ul>
            {visit.activities.map((a) => (
              <li key={`${a.type}-${a.date}`}>
                {texts.activity(
                  texts.activityNames[a.type],
                  a.quantity,
                  formatVisitDate(a.date, language),
                  a.startHour,
                )}
              </li>
            ))}
          </ul>
        ) : (
          texts.visit.none
        )}
      </dd>
      <dt className="font-semibold">{texts.visit.plate}</dt>
      <dd className="font-mono">{visit.vehiclePlate ?? texts.visit.noPlate}</dd>
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
  texts,
  language,
}: {
  outcome: ScanOutcome;
  texts: GateTexts;
  language: Language;
}) {
  let tone: keyof typeof TONES;
  let verdict: string;
  let visit: GateVisit | undefined;
  switch (outcome.kind) {
    case "CHECKED_IN":
      tone = "ok";
      verdict = outcome.offline ? texts.result.mayEnterOffline : texts.result.mayEnter;
      visit = outcome.visit;
      break;
    case "ALREADY_CHECKED_IN":
      tone = "warn";
      verdict = texts.result.already(
        gateTime(outcome.checkIn.checkedInAt),
        outcome.checkIn.by || texts.result.thisPhone,
      );
      visit = outcome.visit;
      break;
    case "REFUSED":
      tone = "no";
      verdict = refusalText(outcome.error, language);
      break;
    case "NOT_ON_LIST":
      tone = "no";
      verdict = texts.result.notOnList(gateTime(outcome.readAt));
      break;
    case "NO_LIST":
      tone = "no";
      verdict = texts.result.noList;
      break;
    case "NOT_A_CODE":
      tone = "no";
      verdict = texts.result.notACode;
      break;
  }
  return (
    <div className={`rounded-xl p-4 ring-2 ${TONES[tone]}`}>
      <p className="text-xl font-bold">{verdict}</p>
      {visit ? <VisitDetails visit={visit} texts={texts} language={language} /> : null}
    </div>
  );
}
