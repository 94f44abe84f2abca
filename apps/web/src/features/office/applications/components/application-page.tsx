import {
  APPLICATION_STATUS_LABELS,
  type ApplicationStatus,
} from "@park/domain/careers/application-status.ts";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { errorMessage } from "../../../../shared/api/api-error.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import "../../../../shared/i18n/careers-texts.ts";
import { parkDateTime } from "../../../../shared/i18n/park-date-time.ts";
import { AuditTrail } from "../../shell/audit-trail.tsx";
import { documentUrl } from "../api/applications-calls.ts";
import { useApplication, useMoveApplication } from "../hooks/use-applications.ts";
import { Answers } from "./application-answers.tsx";
import { ApplicationStatusForm } from "./application-status-form.tsx";

/** /office/applications/{id} (HR): every answer, the documents to download, and the status moves. */
export default function ApplicationPage() {
  const language = useLanguage();
  const { t } = useTranslation();
  const id = useId();
  // The id is the address's last segment, however the office routes its pages.
  const applicationId = decodeURIComponent(useLocation().pathname.split("/").filter(Boolean).at(-1) ?? "");
  const application = useApplication(applicationId);
  const moving = useMoveApplication(applicationId);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const waiting = application.isPending || (application.isError && application.isFetching);

  async function move(to: ApplicationStatus) {
    setNotice(null);
    try {
      await moving.mutateAsync(to);
      setNotice({
        kind: "ok",
        text: t("office.applications.moved", { to: APPLICATION_STATUS_LABELS[to][language] }),
      });
    } catch (error) {
      setNotice({ kind: "error", text: errorMessage(error) });
    }
  }

  const section = "grid gap-3 rounded-lg border border-stone-200 bg-white p-4";
  const label = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status][language];
  return (
    <div className="grid gap-5">
      <Link to="/office/applications" className="text-lake-800 underline">
        {t("office.applications.back")}
      </Link>
      <div aria-live="polite">{waiting ? <p>{t("office.shell.loading")}</p> : null}</div>
      {application.isError && !waiting ? (
        <div role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
          <p>{errorMessage(application.error)}</p>
          <button type="button" className="mt-2 underline" onClick={() => void application.refetch()}>
            {t("office.shell.retry")}
          </button>
        </div>
      ) : null}
      {application.isSuccess ? (
        <>
          <header className="grid gap-1">
            <h1 className="text-2xl font-bold text-forest-900">{application.data.applicantName}</h1>
            <p>
              {application.data.jobTitle[language]} · {parkDateTime(application.data.createdAt, language)}
            </p>
            <p>
              {t("office.applications.status")}: <strong>{label(application.data.status)}</strong>
            </p>
          </header>

          <section aria-labelledby={`${id}-status`} className={section}>
            <h2 id={`${id}-status`} className="text-lg font-semibold">
              {t("office.applications.moveTo")}
            </h2>
            <ApplicationStatusForm
              current={application.data.status}
              next={application.data.nextStatuses}
              t={t}
              language={language}
              busy={moving.isPending}
              onMove={move}
            />
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
              <summary className="cursor-pointer font-medium">{t("office.applications.history")}</summary>
              <AuditTrail entityType="job_application" entityId={applicationId} />
            </details>
          </section>

          <section aria-labelledby={`${id}-documents`} className={section}>
            <h2 id={`${id}-documents`} className="text-lg font-semibold">
              {t("office.applications.documents")}
            </h2>
            {application.data.documents.length === 0 ? (
              <p>{t("office.applications.noDocuments")}</p>
            ) : (
              <ul className="grid gap-2">
                {application.data.documents.map((document) => (
                  <li key={document.id}>
                    <span className="font-medium">{textOrSlot(t, document.slot)}: </span>
                    <a
                      href={documentUrl(applicationId, document.id)}
                      download
                      className="text-lake-800 underline"
                    >
                      {t("office.applications.download", {
                        name: document.originalName,
                        kb: Math.ceil(document.size / 1024),
                      })}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby={`${id}-answers`} className={section}>
            <h2 id={`${id}-answers`} className="text-lg font-semibold">
              {t("office.applications.answers")}
            </h2>
            <Answers answers={application.data.form} t={t} />
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
