import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from "@park/domain/careers/application-status.ts";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { parkDateTime } from "../../../../shared/i18n/park-date-time.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { OfficeTable } from "../../shell/components/office-table.tsx";
import { useApplications } from "../hooks/use-applications.ts";
import { ApplicationsFilterForm } from "./applications-filter-form.tsx";

function isStatus(value: string | null): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? "");
}

/** /office/applications (HR): the applications by vacancy and status; the filters live in the address. */
export default function ApplicationsPage() {
  const language = useLanguage();
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const jobPostId = params.get("vacancy") ?? "";
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : "";
  const list = useApplications({ jobPostId: jobPostId || undefined, status: status || undefined });

  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-bold text-forest-900">{t("office.applications.title")}</h1>
      <ApplicationsFilterForm
        filter={{ vacancy: jobPostId, status }}
        vacancies={list.data?.vacancies ?? []}
        t={t}
        language={language}
        onFilter={(chosen) => {
          const next = new URLSearchParams();
          if (chosen.vacancy) next.set("vacancy", chosen.vacancy);
          if (chosen.status) next.set("status", chosen.status);
          setParams(next);
        }}
      />

      <div aria-live="polite">
        {list.isPending || (list.isError && list.isFetching) ? <p>{t("office.shell.loading")}</p> : null}
        {list.isSuccess ? (
          <p className="text-sm text-stone-700">
            {t("office.applications.count", { count: list.data.applications.length })}
          </p>
        ) : null}
      </div>
      {list.isError && !list.isFetching ? (
        <div role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
          <p>{list.error.message}</p>
          <button type="button" className="mt-2 underline" onClick={() => void list.refetch()}>
            {t("office.shell.retry")}
          </button>
        </div>
      ) : null}

      {list.isSuccess ? (
        <>
          {list.data.applications.length === 0 ? (
            <p>{t("office.applications.none")}</p>
          ) : (
            <OfficeTable
              wide
              caption={t("office.applications.title")}
              headers={[
                t("office.applications.applicant"),
                t("office.applications.vacancy"),
                t("office.applications.status"),
                t("office.applications.received"),
                t("office.applications.contact"),
              ]}
              rows={list.data.applications}
              rowKey={(application) => application.id}
              cells={(application) => [
                <Link
                  key="link"
                  to={`/office/applications/${application.id}`}
                  className="text-lake-800 underline"
                >
                  {application.applicantName}
                </Link>,
                application.jobTitle[language],
                APPLICATION_STATUS_LABELS[application.status][language],
                parkDateTime(application.createdAt, language),
                <>
                  {application.email}
                  <br />
                  {application.phoneNumber}
                </>,
              ]}
            />
          )}
          <section aria-labelledby={`${id}-vacancies`} className="grid gap-2">
            <h2 id={`${id}-vacancies`} className="text-lg font-semibold">
              {t("office.applications.perStatus")}
            </h2>
            <OfficeTable
              headers={[
                t("office.applications.vacancy"),
                ...APPLICATION_STATUSES.map((value) => APPLICATION_STATUS_LABELS[value][language]),
              ]}
              rows={list.data.vacancies}
              rowKey={(vacancy) => vacancy.id}
              cells={(vacancy) => [
                vacancy.title[language],
                ...APPLICATION_STATUSES.map((value) => vacancy.counts[value] ?? 0),
              ]}
            />
          </section>
        </>
      ) : null}
    </div>
  );
}
