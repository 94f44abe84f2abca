import { useState } from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PageLink } from "../../../shared/routing/page-link.tsx";
import { fetchJobPost, jobPostImageUrl, shiftTypesOf } from "../api/job-posts-api.ts";
import "../../../shared/i18n/careers-texts.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useApplicationNotice } from "../hooks/application-notice.ts";
import { useJobLabels } from "../hooks/use-job-labels.ts";
import { useLoad } from "../hooks/use-load.ts";
import { jobApplicationMessage } from "../job-application-message.ts";
import { VacancyReadStatus } from "./vacancy-read-status.tsx";

const linkButton =
  "inline-flex h-11 items-center justify-center rounded-full px-5 text-sm font-semibold focus-visible:outline-2";

/** /careers/job-details/{id}: one vacancy, its picture and the way to apply (001 §2). */
export function JobDetailsPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const labels = useJobLabels();
  const { state, retry } = useLoad(`job-post-${id}`, () => fetchJobPost(id));
  const [imageFailed, setImageFailed] = useState(false);
  const language = useLanguage();
  const notice = useApplicationNotice();

  return (
    <div className="mx-auto min-h-screen max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageLink to="/careers" className="font-semibold text-forest-700 underline underline-offset-4">
        {t("careers.details.back")}
      </PageLink>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
        {state.status === "ready" ? state.value.title : t("pages.job-details")}
      </h1>
      {notice && (
        <div className="mt-6 rounded-xl bg-forest-50 px-5 py-4 text-stone-900">
          <p role="status" className="font-semibold">
            {jobApplicationMessage("sent", language)}
          </p>
          {notice.documentsFailed && (
            <p role="alert" className="mt-2 font-semibold text-red-800">
              {jobApplicationMessage("documents_failed", language)}
            </p>
          )}
        </div>
      )}
      <div className="mt-6" aria-live="polite" aria-busy={state.status === "loading"}>
        <VacancyReadStatus state={state} retry={retry} loading={t("careers.details.loading")} />
        {state.status === "ready" && (
          <article>
            <dl className="grid gap-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm font-semibold text-stone-600">{t("careers.page.area")}</dt>
                <dd className="text-lg text-stone-900">{labels.area(state.value.area)}</dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-stone-600">{t("careers.page.shiftType")}</dt>
                <dd className="text-lg text-stone-900">
                  {shiftTypesOf(state.value).map(labels.shift).join(", ")}
                </dd>
              </div>
              <div>
                <dt className="text-sm font-semibold text-stone-600">{t("careers.page.employmentType")}</dt>
                <dd className="text-lg text-stone-900">{t("careers.page.temporary")}</dd>
              </div>
            </dl>
            {state.value.details && (
              <p className="mt-6 whitespace-pre-line text-stone-800">{state.value.details}</p>
            )}
            {state.value.hasImage === true && !imageFailed && (
              <img
                src={jobPostImageUrl(id)}
                alt={t("careers.details.imageAlt", { title: state.value.title })}
                className="mt-8 w-full rounded-2xl object-cover"
                width={1200}
                height={800}
                onError={() => setImageFailed(true)}
              />
            )}
            <p className="mt-8 text-stone-800">{t("careers.details.requirements")}</p>
            <PageLink
              to={`/careers/job-details/${id}/apply`}
              className={`${linkButton} mt-8 bg-forest-700 text-white hover:bg-forest-800`}
            >
              {t("careers.details.apply")}
            </PageLink>
          </article>
        )}
      </div>
    </div>
  );
}
