import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { DANGER_BUTTON_CLASSES, SECONDARY_BUTTON_CLASSES } from "../../shell/components/office-controls.tsx";
import { fetchJobPosts, jobPostPictureUrl, type OfficeJobPost, setJobPostOpen } from "../api/content-api.ts";
import { CONTENT_TEXTS } from "../content-texts.ts";
import { ContentListPage, ItemPicture } from "./content-list-page.tsx";
import { JobPostForm } from "./job-post-form.tsx";

/** /office/content/job-posts (admin): vacancies on the careers page with their pictures; add, change, close and reopen. */
export default function JobPostsPage() {
  const language = useLanguage();
  const texts = CONTENT_TEXTS[language];
  const t = texts.jobPosts;
  const titleOf = (post: OfficeJobPost) => (language === "en" ? post.titleEn : post.titleEs);

  return (
    <ContentListPage
      kind={t}
      area="job-posts"
      fetchItems={fetchJobPosts}
      listed={(post) => ({ key: post.id, name: titleOf(post), auditType: "job_post" })}
      form={(editing, onCancel, onSaved) => (
        <JobPostForm
          key={editing?.id ?? "new"}
          editing={editing}
          texts={texts}
          onCancel={onCancel}
          onSaved={onSaved}
        />
      )}
      body={(post, version) => ({
        picture: post.hasPicture && (
          <ItemPicture src={`${jobPostPictureUrl(post.id)}?v=${version}`} alt={t.pictureOf(titleOf(post))} />
        ),
        lines: (
          <>
            <p className="font-semibold text-gray-900">
              {titleOf(post)} <span className="font-mono text-sm text-gray-700">{post.titleId}</span>
            </p>
            <p className="text-gray-800">
              {post.area} · {post.types.join(", ")} · {t.status}: {post.open ? t.open : t.closed}
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
            aria-label={`${t.close}: ${titleOf(post)}`}
          >
            {t.close}
          </button>
        ) : (
          <button
            type="button"
            className={SECONDARY_BUTTON_CLASSES}
            onClick={() => run(() => setJobPostOpen(post.id, true), texts.saved)}
            aria-label={`${t.reopen}: ${titleOf(post)}`}
          >
            {t.reopen}
          </button>
        )
      }
      confirmed={{
        label: t.close,
        question: (post) => t.confirmClose(titleOf(post)),
        run: (post) => setJobPostOpen(post.id, false),
        done: texts.saved,
      }}
    />
  );
}
