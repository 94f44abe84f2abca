import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from "@park/domain/careers/application-status.ts";
import { useEffect, useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../careers/careers-texts.ts";
import { AuditTrail } from "../shell/audit-trail.tsx";
import { Answers } from "./application-answers.tsx";
import {
  type ApplicationDetail,
  documentUrl,
  fetchApplication,
  moveApplication,
} from "./applications-calls.ts";
import { APPLICATIONS_TEXTS } from "./applications-texts.ts";
import { parkDateTime } from "./format-time.ts";

type Load =
  | { state: "loading" }
  | { state: "error"; message: string }
  | { state: "ready"; data: ApplicationDetail };

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** /office/applications/{id} (HR): every answer, the documents to download, and the status moves. */
export default function ApplicationPage() {
  const language = useLanguage();
  const { t } = useTranslation();
  const texts = APPLICATIONS_TEXTS[language];
  const id = useId();
  // The id is the address's last segment, however the office routes its pages.
  const applicationId = decodeURIComponent(useLocation().pathname.split("/").filter(Boolean).at(-1) ?? "");
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [confirming, setConfirming] = useState<ApplicationStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [auditVersion, setAuditVersion] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks for the same application again after an error
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: "loading" });
    fetchApplication(applicationId, controller.signal).then(
      (data) => setLoad({ state: "ready", data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: "error", message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [applicationId, attempt]);

  async function move(to: ApplicationStatus) {
    setBusy(true);
    setNotice(null);
    try {
      const data = await moveApplication(applicationId, to);
      setLoad({ state: "ready", data });
      setNotice({ kind: "ok", text: texts.moved(APPLICATION_STATUS_LABELS[to][language]) });
      setAuditVersion((v) => v + 1);
    } catch (error) {
      setNotice({ kind: "error", text: messageOf(error) });
    } finally {
      setBusy(false);
      setConfirming(null);
    }
  }

  const section = "grid gap-3 rounded-lg border border-stone-200 bg-white p-4";
  const label = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status][language];
  return (
    <div className="grid gap-5">
      <Link to="/office/applications" className="text-lake-800 underline">
        {texts.back}
      </Link>
      <div aria-live="polite">{load.state === "loading" ? <p>{texts.loading}</p> : null}</div>
      {load.state === "error" ? (
        <div role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
          <p>{load.message}</p>
          <button type="button" className="mt-2 underline" onClick={() => setAttempt((n) => n + 1)}>
            {texts.retry}
          </button>
        </div>
      ) : null}
      {load.state === "ready" ? (
        <>
          <header className="grid gap-1">
            <h1 className="text-2xl font-bold text-forest-900">{load.data.applicantName}</h1>
            <p>
              {load.data.jobTitle[language]} · {parkDateTime(load.data.createdAt, language)}
            </p>
            <p>
              {texts.status}: <strong>{label(load.data.status)}</strong>
            </p>
          </header>

          <section aria-labelledby={`${id}-status`} className={section}>
            <h2 id={`${id}-status`} className="text-lg font-semibold">
              {texts.moveTo}
            </h2>
            {load.data.nextStatuses.length === 0 ? <p>{texts.noMoves}</p> : null}
            <div className="flex flex-wrap gap-3">
              {load.data.nextStatuses.map((status) => (
                <button
                  key={status}
                  type="button"
                  disabled={busy}
                  onClick={() => setConfirming(status)}
                  className="min-h-10 rounded border border-forest-700 px-4 font-semibold text-forest-800 hover:bg-forest-50 disabled:text-stone-400"
                >
                  {label(status)}
                </button>
              ))}
            </div>
            {confirming ? (
              <div
                role="alertdialog"
                aria-labelledby={`${id}-confirm`}
                className="rounded border border-amber-500 bg-amber-50 p-3"
              >
                <p id={`${id}-confirm`} className="mb-2">
                  {texts.confirmMove(label(load.data.status), label(confirming))}
                </p>
                <div className="flex gap-3">
                  <button
                    type="button"
                    // biome-ignore lint/a11y/noAutofocus: the confirmation takes the focus of the button that opened it
                    autoFocus
                    disabled={busy}
                    onClick={() => void move(confirming)}
                    className="min-h-10 rounded bg-forest-700 px-4 font-semibold text-white hover:bg-forest-800"
                  >
                    {texts.confirm}
                  </button>
                  <button
                    type="button"
                    onClick={() => setConfirming(null)}
                    className="min-h-10 rounded border border-stone-500 px-4 hover:bg-stone-100"
                  >
                    {texts.cancel}
                  </button>
                </div>
              </div>
            ) : null}
            <div aria-live="polite">
              {notice ? (
                <p
                  role={notice.kind === "error" ? "alert" : "status"}
                  className={`rounded px-3 py-2 ${notice.kind === "error" ? "bg-red-50 text-red-800" : "bg-forest-50 text-forest-900"}`}
                >
                  {notice.text}
                </p>
              ) : null}
            </div>
            <details>
              <summary className="cursor-pointer font-medium">{texts.history}</summary>
              <AuditTrail key={auditVersion} entityType="job_application" entityId={applicationId} />
            </details>
          </section>

          <section aria-labelledby={`${id}-documents`} className={section}>
            <h2 id={`${id}-documents`} className="text-lg font-semibold">
              {texts.documents}
            </h2>
            {load.data.documents.length === 0 ? (
              <p>{texts.noDocuments}</p>
            ) : (
              <ul className="grid gap-2">
                {load.data.documents.map((document) => (
                  <li key={document.id}>
                    <span className="font-medium">{textOrSlot(t, document.slot)}: </span>
                    <a
                      href={documentUrl(applicationId, document.id)}
                      download
                      className="text-lake-800 underline"
                    >
                      {texts.download(document.originalName, Math.ceil(document.size / 1024))}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby={`${id}-answers`} className={section}>
            <h2 id={`${id}-answers`} className="text-lg font-semibold">
              {texts.answers}
            </h2>
            <Answers answers={load.data.form} t={t} texts={texts} />
          </section>
        </>
      ) : null}
    </div>
  );
}

/** A document slot's name as the careers form shows it. */
function textOrSlot(t: (key: string) => string, slot: string): string {
  const key = `careers.documents.${slot}`;
  const text = t(key);
  return text === key ? slot : text;
}
