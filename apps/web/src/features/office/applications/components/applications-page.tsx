import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from "@park/domain/careers/application-status.ts";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { parkDateTime } from "../../../../shared/i18n/park-date-time.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { OfficeTable } from "../../shell/components/office-table.tsx";
import { APPLICATIONS_TEXTS } from "../applications-texts.ts";
import { useApplications } from "../hooks/use-applications.ts";
import { ApplicationsFilterForm } from "./applications-filter-form.tsx";

function isStatus(value: string | null): value is ApplicationStatus {
  return (APPLICATION_STATUSES as readonly string[]).includes(value ?? "");
}

/** /office/applications (HR): the applications by vacancy and status; the filters live in the address. */
export default function ApplicationsPage() {
  const language = useLanguage();
  const texts = APPLICATIONS_TEXTS[language];
  const id = useId();
  const [params, setParams] = useSearchParams();
  const jobPostId = params.get("vacancy") ?? "";
  const statusParam = params.get("status");
  const status = isStatus(statusParam) ? statusParam : "";
  const list = useApplications({ jobPostId: jobPostId || undefined, status: status || undefined });

  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-bold text-forest-900">{texts.title}</h1>
      <ApplicationsFilterForm
        filter={{ vacancy: jobPostId, status }}
        vacancies={list.data?.vacancies ?? []}
        texts={texts}
        language={language}
        onFilter={(chosen) => {
          const next = new URLSearchParams();
          if (chosen.vacancy) next.set("vacancy", chosen.vacancy);
          if (chosen.status) next.set("status", chosen.status);
          setParams(next);
        }}
      />

      <div aria-live="polite">
        {list.isPending || (list.isError && list.isFetching) ? <p>{texts.loading}</p> : null}
        {list.isSuccess ? (
          <p className="text-sm text-stone-700">{texts.count(list.data.applications.length)}</p>
        ) : null}
      </div>
      {list.isError && !list.isFetching ? (
        <div role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
          <p>{list.error.message}</p>
          <button type="button" className="mt-2 underline" onClick={() => void list.refetch()}>
            {texts.retry}
          </button>
        </div>
      ) : null}

      {list.isSuccess ? (
        <>
          {list.data.applications.length === 0 ? (
            <p>{texts.none}</p>
          ) : (
            <OfficeTable
              wide
              caption={texts.title}
              headers={[texts.applicant, texts.vacancy, texts.status, texts.received, texts.contact]}
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
              {texts.perStatus}
            </h2>
            <OfficeTable
              headers={[
                texts.vacancy,
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
