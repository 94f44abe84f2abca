import { useCallback, useEffect, useId, useRef, useState } from "react";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { formatVisitDate } from "../../../quote/visit-format.ts";
import { gateTime } from "../gate-format.ts";
import { GATE_TEXTS, type GateTexts } from "../gate-texts.ts";
import { type ScanOutcome, useGate } from "../hooks/use-gate.ts";
import { keepGatePageOffline } from "../offline-page.ts";
import { GateCodeForm } from "./gate-code-form.tsx";
import { preloadQrDecoder, QrScanner } from "./qr-scanner.tsx";
import { ScanResult } from "./scan-result.tsx";

type Gate = ReturnType<typeof useGate>;

function GateStatus({ gate, texts }: { gate: Gate; texts: GateTexts }) {
  const language = useLanguage();
  const { day, listState, queue, online, syncing, notes, storageFailed } = gate;
  return (
    <section
      aria-label={texts.status.syncNotes}
      className="rounded-xl bg-white p-4 text-sm ring-1 ring-sand-200"
    >
      <p className="font-semibold">
        <span
          aria-hidden="true"
          className={`mr-2 inline-block size-3 rounded-full ${online ? "bg-green-700" : "bg-red-700"}`}
        />
        {online ? texts.status.online : texts.status.offline}
      </p>
      <p>
        {day
          ? texts.status.list(day.visits.length, formatVisitDate(day.date, language), gateTime(day.readAt))
          : listState === "loading"
            ? texts.status.loadingList
            : listState === "failed"
              ? texts.status.listFailed
              : texts.status.noList}
      </p>
      <p role="status">{syncing ? texts.status.syncing : texts.status.pending(queue.length)}</p>
      {storageFailed ? <p className="font-semibold text-red-800">{texts.status.storageFailed}</p> : null}
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          onClick={() => void gate.refreshList()}
          className="rounded-lg bg-stone-200 px-3 py-1.5 font-semibold"
        >
          {texts.status.refresh}
        </button>
        {queue.length > 0 ? (
          <button
            type="button"
            onClick={() => void gate.sync()}
            className="rounded-lg bg-stone-200 px-3 py-1.5 font-semibold"
          >
            {texts.status.syncNow}
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
                ? texts.status.conflict(note.code, gateTime(note.checkedInAt))
                : texts.status.problem(note.code, note.message)}
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
  const texts = GATE_TEXTS[language];
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
        <h1 className="text-2xl font-bold text-forest-900">{texts.title}</h1>
        <p className="text-stone-700">{texts.intro}</p>
      </div>
      <QrScanner texts={texts} onCode={(code) => void check(code)} />
      <GateCodeForm texts={texts} checking={checking} onCode={check} />
      <section aria-labelledby={`${id}-result`} aria-live="polite">
        <h2 id={`${id}-result`} className="sr-only">
          {texts.result.heading}
        </h2>
        {outcome ? <ScanResult outcome={outcome} texts={texts} language={language} /> : null}
      </section>
      <GateStatus gate={gate} texts={texts} />
    </div>
  );
}
