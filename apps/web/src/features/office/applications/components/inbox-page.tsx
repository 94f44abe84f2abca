import { feedbackSubjectLabel } from "@park/domain/contact/feedback-schema.ts";
import { useId } from "react";
import { useSearchParams } from "react-router";
import { errorMessage } from "../../../../shared/api/api-error.ts";
import { parkDateTime } from "../../../../shared/i18n/park-date-time.ts";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { useInbox, useMarkMessageRead } from "../hooks/use-applications.ts";

const PAGE_SIZE = 50;

/** /office/messages (HR): the contact form's messages, newest first, read or unread; filter and page in the address. */
export default function InboxPageView() {
  const language = useLanguage();
  const { t } = useTranslation();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get("unread") === "1";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const inbox = useInbox({ unreadOnly, page });
  const marking = useMarkMessageRead({ unreadOnly, page });
  const waiting = inbox.isPending || (inbox.isError && inbox.isFetching);

  function go(next: { unreadOnly?: boolean; page?: number }) {
    const search = new URLSearchParams();
    if (next.unreadOnly ?? unreadOnly) search.set("unread", "1");
    const nextPage = next.page ?? page;
    if (nextPage > 1) search.set("page", String(nextPage));
    setParams(search);
  }

  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-bold text-forest-900">{t("office.applications.inbox")}</h1>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-unread`}
          type="checkbox"
          className="size-5"
          checked={unreadOnly}
          onChange={(event) => go({ unreadOnly: event.target.checked, page: 1 })}
        />
        <label htmlFor={`${id}-unread`}>{t("office.applications.onlyUnread")}</label>
      </div>
      <div aria-live="polite">
        {waiting ? <p>{t("office.shell.loading")}</p> : null}
        {inbox.isSuccess ? (
          <p className="text-sm text-stone-700">
            {t("office.applications.unreadCount", { unread: inbox.data.unread, total: inbox.data.total })}
          </p>
        ) : null}
        {marking.isError ? (
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
            {errorMessage(marking.error)}
          </p>
        ) : null}
      </div>
      {inbox.isError && !waiting ? (
        <div role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
          <p>{errorMessage(inbox.error)}</p>
          <button type="button" className="mt-2 underline" onClick={() => void inbox.refetch()}>
            {t("office.shell.retry")}
          </button>
        </div>
      ) : null}
      {inbox.isSuccess ? (
        inbox.data.messages.length === 0 ? (
          <p>{t("office.applications.noMessages")}</p>
        ) : (
          <ul className="grid gap-3">
            {inbox.data.messages.map((message) => (
              <li key={message.id}>
                <article
                  aria-labelledby={`${id}-${message.id}`}
                  className={`grid gap-2 rounded-lg border p-4 ${message.readAt ? "border-stone-200 bg-white" : "border-forest-600 bg-forest-50"}`}
                >
                  <h2 id={`${id}-${message.id}`} className="font-semibold">
                    {feedbackSubjectLabel(message.subject, language) ?? message.subject} · {message.name}
                  </h2>
                  <p className="text-sm text-stone-700">
                    {message.readAt ? t("office.applications.read") : t("office.applications.unread")} ·{" "}
                    {parkDateTime(message.createdAt, language)} ·{" "}
                    <a href={`mailto:${message.email}`} className="text-lake-800 underline">
                      {message.email}
                    </a>{" "}
                    · {message.language.toUpperCase()}
                  </p>
                  <p className="whitespace-pre-wrap break-words">{message.message}</p>
                  <div>
                    <button
                      type="button"
                      onClick={() => marking.mutate({ id: message.id, read: !message.readAt })}
                      className="min-h-10 rounded border border-stone-500 px-3 hover:bg-stone-100"
                    >
                      {message.readAt
                        ? t("office.applications.markUnread")
                        : t("office.applications.markRead")}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {inbox.isSuccess && inbox.data.total > PAGE_SIZE ? (
        <nav className="flex gap-3">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 })}
            className="underline disabled:text-stone-400"
          >
            {t("office.applications.previous")}
          </button>
          <button
            type="button"
            disabled={inbox.data.messages.length < PAGE_SIZE}
            onClick={() => go({ page: page + 1 })}
            className="underline disabled:text-stone-400"
          >
            {t("office.applications.next")}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
