import type { ApplicationContext } from "@park/domain/careers/application-visibility.ts";
import { alternativeChoices } from "@park/domain/careers/job-title-rules.ts";
import { type FormEvent, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { ApiError } from "../../../shared/api/api-error.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { pushNotification } from "../../../shared/notifications/notification-store.ts";
import { usePagePath } from "../../../shared/routing/page-link.tsx";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { sendApplicationFiles, sendJobApplication } from "../api/job-application-api.ts";
import type { JobPost } from "../api/job-posts-api.ts";
import { ApplicationFormContext, useApplicationFormContext } from "../hooks/application-form-context.ts";
import type { ApplicationNotice } from "../hooks/application-notice.ts";
import { useApplicationDocuments } from "../hooks/use-application-documents.ts";
import { useApplicationForm } from "../hooks/use-application-form.ts";
import { useLeaveWarning } from "../hooks/use-leave-warning.ts";
import { jobApplicationMessage } from "../job-application-message.ts";
import { CaptchaField } from "./captcha-field.tsx";
import { DocumentsSection, useShownDocuments } from "./documents-section.tsx";
import { EducationSection } from "./education-section.tsx";
import { ErrorSummary, fieldsInPageOrder, onFieldBlur } from "./error-summary.tsx";
import { GeneralSection } from "./general-section.tsx";
import { LeaveDialog } from "./leave-dialog.tsx";
import { PersonalSection } from "./personal-section.tsx";
import { ReferencesSection } from "./references-section.tsx";
import { SkillsSection } from "./skills-section.tsx";
import { WorkHistorySection } from "./work-history-section.tsx";

type Props = { post: JobPost; posts: readonly JobPost[]; today: string };

/** The application's sections in the spec's order, the captcha and the submit flow (001 §2, §4). */
export function ApplicationForm({ post, posts, today }: Props) {
  const context = useMemo<ApplicationContext>(
    () => ({
      today,
      mainJob: { titleId: post.titleId, area: post.area },
      openJobs: posts.map((open) => ({ titleId: open.titleId, area: open.area })),
    }),
    [today, post, posts],
  );
  const form = useApplicationForm(post.id, context);
  return (
    <ApplicationFormContext.Provider value={form}>
      <ApplicationFormBody post={post} posts={posts} />
    </ApplicationFormContext.Provider>
  );
}

function ApplicationFormBody({ post, posts }: Omit<Props, "today">) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const pagePath = usePagePath();
  const form = useApplicationFormContext();
  const documents = useApplicationDocuments();
  const shown = useShownDocuments();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [sending, setSending] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const [summaryOrder, setSummaryOrder] = useState<readonly string[] | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  const guard = useRef(false);
  guard.current = form.touched && !submitted.current;
  const leave = useLeaveWarning(guard);
  const message = (key: Parameters<typeof jobApplicationMessage>[0]) => jobApplicationMessage(key, language);
  const otherPosts = alternativeChoices(post, posts);

  const onCaptcha = (solution: string | null) => {
    setCaptcha(solution);
    if (form.values.captchaVerified !== (solution !== null)) form.set("captchaVerified", solution !== null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending || captcha === null) return;
    const { payload } = form.check();
    if (!payload) {
      setSummaryOrder(formRef.current ? fieldsInPageOrder(formRef.current) : []);
      setFocusRequest((n) => n + 1);
      return;
    }
    setSending(true);
    let sent: Awaited<ReturnType<typeof sendJobApplication>>;
    try {
      sent = await sendJobApplication(payload, captcha);
    } catch (error) {
      setSending(false);
      // A captcha solution is good once: a new one is needed for the next try.
      setCaptcha(null);
      setCaptchaKey((n) => n + 1);
      const detail = error instanceof ApiError && error.fields.length > 0 ? ` ${error.message}` : "";
      pushNotification(`${message("send_failed")}${detail}`, "error");
      return;
    }
    submitted.current = true;
    guard.current = false;
    pushNotification(message("sent"), "success");
    let documentsFailed = false;
    try {
      const identification =
        documents.identificationType && documents.uploadMode
          ? { type: documents.identificationType, mode: documents.uploadMode }
          : null;
      await sendApplicationFiles(sent, documents.toSend(shown), identification);
    } catch {
      documentsFailed = true;
    }
    const notice: ApplicationNotice = { documentsFailed };
    navigate(pagePath(`/careers/job-details/${post.id}`), { state: { applicationNotice: notice } });
  }

  const ready = captcha !== null && !sending;
  return (
    <>
      <p className="text-stone-700">{t("careers.form.requiredNote")}</p>
      {summaryOrder && <ErrorSummary order={summaryOrder} focusRequest={focusRequest} />}
      <form ref={formRef} noValidate onSubmit={submit} onBlur={(event) => onFieldBlur(event, form.leave)}>
        <PersonalSection />
        <EducationSection />
        <SkillsSection />
        <WorkHistorySection />
        <ReferencesSection />
        <GeneralSection otherPosts={otherPosts} />
        <DocumentsSection documents={documents} />
        <TitledSection id="section-submit" heading={t("careers.form.captcha")} look="form">
          <div className="mt-4">
            <CaptchaField key={captchaKey} onChange={onCaptcha} />
          </div>
          <div className="mt-6" aria-live="polite">
            {sending ? (
              <p role="status" className="inline-flex items-center gap-3 font-semibold text-forest-800">
                <span
                  aria-hidden="true"
                  className="h-5 w-5 animate-spin rounded-full border-2 border-forest-700 border-t-transparent"
                />
                {t("careers.form.sending")}
              </p>
            ) : (
              <>
                <button
                  type="submit"
                  aria-disabled={!ready}
                  aria-describedby={ready ? undefined : "send-hint"}
                  className={`inline-flex h-12 items-center justify-center rounded-full px-6 font-semibold text-white ${
                    ready ? "bg-forest-700 hover:bg-forest-800" : "cursor-not-allowed bg-stone-400"
                  }`}
                >
                  {t("careers.form.send")}
                </button>
                {!ready && (
                  <p id="send-hint" className="mt-2 text-sm text-stone-700">
                    {t("careers.form.sendHint")}
                  </p>
                )}
              </>
            )}
          </div>
        </TitledSection>
      </form>
      <LeaveDialog open={leave.blocked} onLeave={leave.leave} onStay={leave.stay} />
    </>
  );
}
