import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PageLink } from "../../../shared/routing/page-link.tsx";
import { fetchJobPost, fetchJobPosts } from "../api/job-posts-api.ts";
import { fetchParkToday } from "../api/park-today-api.ts";
import "../../../shared/i18n/careers-texts.ts";
import { useLoad } from "../hooks/use-load.ts";
import { ApplicationForm } from "./application-form.tsx";
import { VacancyReadStatus } from "./vacancy-read-status.tsx";

async function loadApplication(id: number) {
  const [post, posts, today] = await Promise.all([fetchJobPost(id), fetchJobPosts(), fetchParkToday()]);
  return { post, posts, today };
}

/** /careers/job-details/{id}/apply: the application form for a vacancy (001 §2). */
export function JobApplicationPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { state, retry } = useLoad(`job-application-${id}`, () => loadApplication(id));
  return (
    <div className="mx-auto min-h-screen max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
      <PageLink
        to={`/careers/job-details/${id}`}
        className="font-semibold text-forest-700 underline underline-offset-4"
      >
        {t("careers.form.back")}
      </PageLink>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
        {state.status === "ready"
          ? t("careers.form.heading", { title: state.value.post.title })
          : t("pages.job-application")}
      </h1>
      <div className="mt-6" aria-busy={state.status === "loading"}>
        <VacancyReadStatus state={state} retry={retry} loading={t("careers.form.loading")} />
        {state.status === "ready" && (
          <ApplicationForm post={state.value.post} posts={state.value.posts} today={state.value.today} />
        )}
      </div>
    </div>
  );
}
