import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { DANGER_BUTTON_CLASSES, SECONDARY_BUTTON_CLASSES } from "../../shell/components/office-controls.tsx";
import { fetchJobPosts, jobPostPictureUrl, type OfficeJobPost, setJobPostOpen } from "../api/content-api.ts";
import { ContentListPage, ItemPicture } from "./content-list-page.tsx";
import { JobPostForm } from "./job-post-form.tsx";

/** /office/content/job-posts (admin): vacancies on the careers page with their pictures; add, change, close and reopen. */
export default function JobPostsPage() {
  const language = useLanguage();
  const { t } = useTranslation();
  const titleOf = (post: OfficeJobPost) => (language === "en" ? post.titleEn : post.titleEs);

  return (
    <ContentListPage
      kind="office.content.jobPosts"
      area="job-posts"
      fetchItems={fetchJobPosts}
      listed={(post) => ({ key: post.id, name: titleOf(post), auditType: "job_post" })}
      form={(editing, onCancel, onSaved) => (
        <JobPostForm
          key={editing?.id ?? "new"}
          editing={editing}
          t={t}
          onCancel={onCancel}
          onSaved={onSaved}
        />
      )}
      body={(post, version) => ({
        picture: post.hasPicture && (
          <ItemPicture
            src={`${jobPostPictureUrl(post.id)}?v=${version}`}
            alt={t("office.content.jobPosts.pictureOf", { title: titleOf(post) })}
          />
        ),
        lines: (
          <>
            <p className="font-semibold text-gray-900">
              {titleOf(post)} <span className="font-mono text-sm text-gray-700">{post.titleId}</span>
            </p>
            <p className="text-gray-800">
              {post.area} · {post.types.join(", ")} · {t("office.content.jobPosts.status")}:{" "}
              {post.open ? t("office.content.jobPosts.open") : t("office.content.jobPosts.closed")}
              {post.openUntil &&
                ` (${t("office.content.jobPosts.openUntilShown", { date: post.openUntil })})`}
            </p>
          </>
        ),
      })}
      actions={(post, ask, run) =>
        post.open ? (
          <button
            type="button"
            className={DANGER_BUTTON_CLASSES}
            onClick={ask}
            aria-label={`${t("office.content.jobPosts.close")}: ${titleOf(post)}`}
          >
            {t("office.content.jobPosts.close")}
          </button>
        ) : (
          <button
            type="button"
            className={SECONDARY_BUTTON_CLASSES}
            onClick={() => run(() => setJobPostOpen(post.id, true), t("office.content.saved"))}
            aria-label={`${t("office.content.jobPosts.reopen")}: ${titleOf(post)}`}
          >
            {t("office.content.jobPosts.reopen")}
          </button>
        )
      }
      confirmed={{
        label: t("office.content.jobPosts.close"),
        question: (post) => t("office.content.jobPosts.confirmClose", { title: titleOf(post) }),
        run: (post) => setJobPostOpen(post.id, false),
        done: t("office.content.saved"),
      }}
    />
  );
}
