import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { gateTime } from "../gate-format.ts";
import { type ScanOutcome, useGate } from "../hooks/use-gate.ts";
import { keepGatePageOffline } from "../offline-page.ts";
import { GateCodeForm } from "./gate-code-form.tsx";
import { preloadQrDecoder, QrScanner } from "./qr-scanner.tsx";
import { ScanResult } from "./scan-result.tsx";

type Gate = ReturnType<typeof useGate>;

function GateStatus({ gate, t }: { gate: Gate; t: TFunction }) {
  const language = useLanguage();
  const { day, listState, queue, online, syncing, notes, storageFailed } = gate;
  return (
    <section
      aria-label={t("office.gate.status.syncNotes")}
      className="rounded-xl bg-white p-4 text-sm ring-1 ring-sand-200"
    >
      <p className="font-semibold">
        <span
          aria-hidden="true"
          className={`mr-2 inline-block size-3 rounded-full ${online ? "bg-green-700" : "bg-red-700"}`}
        />
        {online ? t("office.gate.status.online") : t("office.gate.status.offline")}
      </p>
      <p>
        {day
          ? t("office.gate.status.list", {
              count: day.visits.length,
              date: formatVisitDate(day.date, language),
              time: gateTime(day.readAt),
            })
          : listState === "loading"
            ? t("office.gate.status.loadingList")
            : listState === "failed"
              ? t("office.gate.status.listFailed")
              : t("office.gate.status.noList")}
      </p>
      <p role="status">
        {syncing
          ? t("office.gate.status.syncing")
          : queue.length === 0
            ? t("office.gate.status.pendingNone")
            : t("office.gate.status.pending", { count: queue.length })}
      </p>
      {storageFailed ? (
        <p className="font-semibold text-red-800">{t("office.gate.status.storageFailed")}</p>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void gate.refreshList()}
          className="rounded-lg bg-stone-200 px-3 py-1.5 font-semibold"
        >
          {t("office.gate.status.refresh")}
        </button>
        {queue.length > 0 ? (
          <button
            type="button"
            onClick={() => void gate.sync()}
            className="rounded-lg bg-stone-200 px-3 py-1.5 font-semibold"
          >
            {t("office.gate.status.syncNow")}
          </button>
        ) : null}
      </div>
      {notes.length > 0 ? (
        <ul aria-live="polite" className="mt-2 list-disc ps-5 text-amber-900">
          {notes.map((note) => (
            <li
              key={`${note.kind}-${note.code}-${note.kind === "conflict" ? note.checkedInAt : note.message}`}
            >
              {note.kind === "conflict"
                ? t("office.gate.status.conflict", { code: note.code, time: gateTime(note.checkedInAt) })
                : t("office.gate.status.problem", { code: note.code, message: note.message })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** /office/gate (gate, admin): scan or type a visit code, see who may enter, check them in once. */
export default function GatePage() {
  const language = useLanguage();
  const { t } = useTranslation();
  const gate = useGate();
  const id = useId();
  const [checking, setChecking] = useState(false);
  const [outcome, setOutcome] = useState<ScanOutcome | undefined>();
  const busy = useRef(false);

  useEffect(() => {
    // The decoder first, so the files kept for offline use include it. Without the worker the page
    // still works offline once open; only a reload without network fails.
    preloadQrDecoder()
      .catch(() => undefined)
      .then(keepGatePageOffline)
      .catch(() => undefined);
  }, []);

  const check = useCallback(
    async (read: string) => {
      // One code at a time: the camera keeps reading while the answer is on its way.
      if (busy.current) return;
      busy.current = true;
      setChecking(true);
      try {
        setOutcome(await gate.scan(read));
      } finally {
        busy.current = false;
        setChecking(false);
      }
    },
    [gate.scan],
  );

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-5 p-4">
      <div>
        <h1 className="text-2xl font-bold text-forest-900">{t("office.gate.title")}</h1>
        <p className="text-stone-700">{t("office.gate.intro")}</p>
      </div>
      <QrScanner t={t} onCode={(code) => void check(code)} />
      <GateCodeForm t={t} checking={checking} onCode={check} />
      <section aria-labelledby={`${id}-result`} aria-live="polite">
        <h2 id={`${id}-result`} className="sr-only">
          {t("office.gate.result.heading")}
        </h2>
        {outcome ? <ScanResult outcome={outcome} t={t} language={language} /> : null}
      </section>
      <GateStatus gate={gate} t={t} />
    </div>
  );
}
