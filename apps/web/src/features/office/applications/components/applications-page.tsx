import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type ApplicationStatus,
} from "@park/domain/careers/application-status.ts";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { parkDateTime } from "../../../../shared/i18n/park-date-time.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
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

  const cell = "border border-stone-300 px-2 py-1 text-left align-top";
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
            <div className="overflow-x-auto">
              <table className="min-w-full border-collapse text-sm">
                <caption className="sr-only">{texts.title}</caption>
                <thead className="bg-sand-100">
                  <tr>
                    <th scope="col" className={cell}>
                      {texts.applicant}
                    </th>
                    <th scope="col" className={cell}>
                      {texts.vacancy}
                    </th>
                    <th scope="col" className={cell}>
                      {texts.status}
                    </th>
                    <th scope="col" className={cell}>
                      {texts.received}
                    </th>
                    <th scope="col" className={cell}>
                      {texts.contact}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.applications.map((application) => (
                    <tr key={application.id}>
                      <th scope="row" className={cell}>
                        <Link
                          to={`/office/applications/${application.id}`}
                          className="text-lake-800 underline"
                        >
                          {application.applicantName}
                        </Link>
                      </th>
                      <td className={cell}>{application.jobTitle[language]}</td>
                      <td className={cell}>{APPLICATION_STATUS_LABELS[application.status][language]}</td>
                      <td className={cell}>{parkDateTime(application.createdAt, language)}</td>
                      <td className={cell}>
                        {application.email}
                        <br />
                        {application.phoneNumber}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <section aria-labelledby={`${id}-vacancies`} className="grid gap-2">
            <h2 id={`${id}-vacancies`} className="text-lg font-semibold">
              {texts.perStatus}
            </h2>
            <div className="overflow-x-auto">
              <table className="border-collapse text-sm">
                <thead className="bg-sand-100">
                  <tr>
                    <th scope="col" className={cell}>
                      {texts.vacancy}
                    </th>
                    {APPLICATION_STATUSES.map((value) => (
                      <th key={value} scope="col" className={cell}>
                        {APPLICATION_STATUS_LABELS[value][language]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {list.data.vacancies.map((vacancy) => (
                    <tr key={vacancy.id}>
                      <th scope="row" className={cell}>
                        {vacancy.title[language]}
                      </th>
                      {APPLICATION_STATUSES.map((value) => (
                        <td key={value} className={cell}>
                          {vacancy.counts[value] ?? 0}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      ) : null}
    </div>
  );
}
