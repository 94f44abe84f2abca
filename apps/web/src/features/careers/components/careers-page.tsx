import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { whatsappLink } from "../../../shared/park-contact.ts";
import { PageLink } from "../../../shared/routing/page-link.tsx";
import { WhatsAppIcon } from "../../../shared/ui/icons.tsx";
import { ListRegion, ReadStatus } from "../../../shared/ui/read-status.tsx";
import { fetchJobPosts, shiftTypesOf } from "../api/job-posts-api.ts";
import "../../../shared/i18n/careers-texts.ts";
import { useJobLabels } from "../hooks/use-job-labels.ts";
import { useLoad } from "../hooks/use-load.ts";

const COLUMNS = ["area", "jobTitle", "shiftType", "employmentType", "details"] as const;

/** /careers: the open vacancies (001 §2 Careers page). */
export function CareersPage() {
  const { t } = useTranslation();
  const labels = useJobLabels();
  const { state, retry } = useLoad("job-posts", fetchJobPosts);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">{t("pages.careers")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-stone-700">{t("careers.page.intro")}</p>
      <p className="mt-3 max-w-2xl text-stone-700">{t("careers.page.officeHours")}</p>
      <ListRegion busy={state.status === "loading"}>
        <ReadStatus
          status={state.status}
          loading={t("careers.page.loading")}
          problem={{
            message: t("careers.page.error"),
            retry: { label: t("careers.page.retry"), onRetry: retry },
          }}
        />
        {state.status === "ready" && state.value.length === 0 && (
          <p className="rounded-xl bg-sand-100 px-5 py-4 text-lg text-stone-800">{t("careers.page.empty")}</p>
        )}
        {state.status === "ready" && state.value.length > 0 && (
          <>
            <div className="overflow-x-auto rounded-xl ring-1 ring-stone-200">
              <table className="w-full min-w-[40rem] text-left text-stone-800">
                <caption className="sr-only">{t("careers.page.tableCaption")}</caption>
                <thead className="bg-forest-50 text-sm font-semibold text-forest-900">
                  <tr>
                    {COLUMNS.map((column) => (
                      <th key={column} scope="col" className="px-4 py-3">
                        {t(`careers.page.${column}`)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-stone-200">
                  {state.value.map((post) => (
                    <tr key={post.id}>
                      <td className="px-4 py-3">{labels.area(post.area)}</td>
                      <th scope="row" className="px-4 py-3 font-semibold">
                        {post.title}
                      </th>
                      <td className="px-4 py-3">{shiftTypesOf(post).map(labels.shift).join(", ")}</td>
                      <td className="px-4 py-3">{t("careers.page.temporary")}</td>
                      <td className="px-4 py-3">
                        <PageLink
                          to={`/careers/job-details/${post.id}`}
                          className="font-semibold text-forest-700 underline underline-offset-4 hover:text-forest-900"
                          aria-label={t("careers.page.detailsLinkOf", { title: post.title })}
                        >
                          {t("careers.page.detailsLink")}
                        </PageLink>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <a
              href={whatsappLink(t("careers.page.whatsappGreeting"))}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-8 inline-flex items-center gap-2 rounded-full bg-[#1f7a45] px-5 py-3 font-semibold text-white hover:bg-[#17603a]"
            >
              <WhatsAppIcon className="h-5 w-5" aria-hidden="true" />
              {t("careers.page.whatsapp")}
              <span className="sr-only">({t("a11y.opensInNewTab")})</span>
            </a>
          </>
        )}
      </ListRegion>
    </div>
  );
}
