import { useId, useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { AuditTrail } from "../shell/audit-trail.tsx";
import { fetchJobPosts, jobPostPictureUrl, type OfficeJobPost, setJobPostOpen } from "./content-calls.ts";
import { CONTENT_TEXTS } from "./content-texts.ts";
import { problemOf } from "./field-errors.ts";
import {
  BUTTON_CLASSES,
  ConfirmDialog,
  DANGER_BUTTON_CLASSES,
  SECONDARY_BUTTON_CLASSES,
  Status,
} from "./form-parts.tsx";
import { JobPostForm } from "./job-post-form.tsx";
import { LoadState } from "./load-state.tsx";
import { useLoaded } from "./use-loaded.ts";

/** /office/content/job-posts (admin): vacancies on the careers page with their pictures; add, change, close and reopen. */
export default function JobPostsPage() {
  const language = useLanguage();
  const texts = CONTENT_TEXTS[language];
  const t = texts.jobPosts;
  const listId = useId();
  const { loaded, reload } = useLoaded(fetchJobPosts);
  const [form, setForm] = useState<{ editing: OfficeJobPost | null } | null>(null);
  const [closing, setClosing] = useState<OfficeJobPost | null>(null);
  const [notice, setNotice] = useState<{ kind: "ok" | "error"; text: string } | null>(null);
  const [version, setVersion] = useState(0);

  async function setOpen(post: OfficeJobPost, open: boolean) {
    setClosing(null);
    try {
      await setJobPostOpen(post.id, open);
      setNotice({ kind: "ok", text: texts.saved });
      setVersion((value) => value + 1);
      reload();
    } catch (error) {
      setNotice({ kind: "error", text: problemOf(error, language)?.message ?? "" });
    }
  }

  const titleOf = (post: OfficeJobPost) => (language === "en" ? post.titleEn : post.titleEs);

  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-gray-900">{t.title}</h1>
      {form ? (
        <JobPostForm
          key={form.editing?.id ?? "new"}
          editing={form.editing}
          texts={texts}
          onCancel={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            setNotice({ kind: "ok", text: texts.saved });
            setVersion((value) => value + 1);
            reload();
          }}
        />
      ) : (
        <div>
          <button type="button" className={BUTTON_CLASSES} onClick={() => setForm({ editing: null })}>
            {t.new}
          </button>
        </div>
      )}
      <div aria-live="polite">{notice && <Status kind={notice.kind} text={notice.text} />}</div>
      <section aria-labelledby={listId}>
        <h2 id={listId} className="text-xl font-bold text-gray-900">
          {t.list}
        </h2>
        <LoadState loaded={loaded} texts={texts} onRetry={reload}>
          {(posts) =>
            posts.length === 0 ? (
              <p className="text-gray-800">{t.empty}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-3">
                {posts.map((post) => (
                  <li
                    key={post.id}
                    className="flex flex-wrap items-start gap-4 rounded border border-gray-300 p-3"
                  >
                    {post.hasPicture && (
                      <img
                        src={`${jobPostPictureUrl(post.id)}?v=${version}`}
                        alt={t.pictureOf(titleOf(post))}
                        width={96}
                        height={96}
                        className="size-24 rounded object-cover"
                      />
                    )}
                    <div className="min-w-0 flex-1">
                      <p className="font-semibold text-gray-900">
                        {titleOf(post)}{" "}
                        <span className="font-mono text-sm text-gray-700">{post.titleId}</span>
                      </p>
                      <p className="text-gray-800">
                        {post.area} · {post.types.join(", ")} · {t.status}: {post.open ? t.open : t.closed}
                      </p>
                      <details className="mt-1">
                        <summary className="cursor-pointer text-sm font-semibold text-gray-900">
                          {texts.history}
                        </summary>
                        <AuditTrail key={version} entityType="job_post" entityId={String(post.id)} />
                      </details>
                    </div>
                    <div className="flex gap-2">
                      <button
                        type="button"
                        className={SECONDARY_BUTTON_CLASSES}
                        onClick={() => setForm({ editing: post })}
                        aria-label={`${texts.edit}: ${titleOf(post)}`}
                      >
                        {texts.edit}
                      </button>
                      {post.open ? (
                        <button
                          type="button"
                          className={DANGER_BUTTON_CLASSES}
                          onClick={() => setClosing(post)}
                          aria-label={`${t.close}: ${titleOf(post)}`}
                        >
                          {t.close}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className={SECONDARY_BUTTON_CLASSES}
                          onClick={() => void setOpen(post, true)}
                          aria-label={`${t.reopen}: ${titleOf(post)}`}
                        >
                          {t.reopen}
                        </button>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )
          }
        </LoadState>
      </section>
      <ConfirmDialog
        open={closing !== null}
        title={texts.confirmTitle}
        question={closing ? t.confirmClose(titleOf(closing)) : ""}
        confirmLabel={t.close}
        cancelLabel={texts.cancel}
        onConfirm={() => closing && void setOpen(closing, false)}
        onCancel={() => setClosing(null)}
      />
    </div>
  );
}
