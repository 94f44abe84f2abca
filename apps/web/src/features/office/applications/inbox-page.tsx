import { feedbackSubjectLabel } from "@park/domain/contact/feedback-schema.ts";
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { fetchInbox, type InboxPage, markMessageRead } from "./applications-calls.ts";
import { APPLICATIONS_TEXTS } from "./applications-texts.ts";
import { parkDateTime } from "./format-time.ts";

type Load = { state: "loading" } | { state: "error"; message: string } | { state: "ready"; data: InboxPage };

const PAGE_SIZE = 50;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** /office/messages (HR): the contact form's messages, newest first, read or unread; filter and page in the address. */
export default function InboxPageView() {
  const language = useLanguage();
  const texts = APPLICATIONS_TEXTS[language];
  const id = useId();
  const [params, setParams] = useSearchParams();
  const unreadOnly = params.get("unread") === "1";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [load, setLoad] = useState<Load>({ state: "loading" });
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads the same page after an error
  useEffect(() => {
    const controller = new AbortController();
    setLoad({ state: "loading" });
    fetchInbox({ unreadOnly, page }, controller.signal).then(
      (data) => setLoad({ state: "ready", data }),
      (failure: unknown) => {
        if (!controller.signal.aborted) setLoad({ state: "error", message: messageOf(failure) });
      },
    );
    return () => controller.abort();
  }, [unreadOnly, page, attempt]);

  function go(next: { unreadOnly?: boolean; page?: number }) {
    const search = new URLSearchParams();
    if (next.unreadOnly ?? unreadOnly) search.set("unread", "1");
    const nextPage = next.page ?? page;
    if (nextPage > 1) search.set("page", String(nextPage));
    setParams(search);
  }

  async function toggle(messageId: string, read: boolean) {
    setError(null);
    try {
      const changed = await markMessageRead(messageId, read);
      setLoad((current) =>
        current.state === "ready"
          ? {
              state: "ready",
              data: {
                ...current.data,
                unread: current.data.unread + (read ? -1 : 1),
                messages: current.data.messages.map((m) => (m.id === changed.id ? changed : m)),
              },
            }
          : current,
      );
    } catch (failure) {
      setError(messageOf(failure));
    }
  }

  return (
    <div className="grid gap-5">
      <h1 className="text-2xl font-bold text-forest-900">{texts.inbox}</h1>
      <div className="flex items-center gap-2">
        <input
          id={`${id}-unread`}
          type="checkbox"
          className="size-5"
          checked={unreadOnly}
          onChange={(event) => go({ unreadOnly: event.target.checked, page: 1 })}
        />
        <label htmlFor={`${id}-unread`}>{texts.onlyUnread}</label>
      </div>
      <div aria-live="polite">
        {load.state === "loading" ? <p>{texts.loading}</p> : null}
        {load.state === "ready" ? (
          <p className="text-sm text-stone-700">{texts.unreadCount(load.data.unread, load.data.total)}</p>
        ) : null}
        {error ? (
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
            {error}
          </p>
        ) : null}
      </div>
      {load.state === "error" ? (
        <div role="alert" className="rounded bg-red-50 px-3 py-2 text-red-800">
          <p>{load.message}</p>
          <button type="button" className="mt-2 underline" onClick={() => setAttempt((n) => n + 1)}>
            {texts.retry}
          </button>
        </div>
      ) : null}
      {load.state === "ready" ? (
        load.data.messages.length === 0 ? (
          <p>{texts.noMessages}</p>
        ) : (
          <ul className="grid gap-3">
            {load.data.messages.map((message) => (
              <li key={message.id}>
                <article
                  aria-labelledby={`${id}-${message.id}`}
                  className={`grid gap-2 rounded-lg border p-4 ${message.readAt ? "border-stone-200 bg-white" : "border-forest-600 bg-forest-50"}`}
                >
                  <h2 id={`${id}-${message.id}`} className="font-semibold">
                    {feedbackSubjectLabel(message.subject, language) ?? message.subject} · {message.name}
                  </h2>
                  <p className="text-sm text-stone-700">
                    {message.readAt ? texts.read : texts.unread} · {parkDateTime(message.createdAt, language)}{" "}
                    ·{" "}
                    <a href={`mailto:${message.email}`} className="text-lake-800 underline">
                      {message.email}
                    </a>{" "}
                    · {message.language.toUpperCase()}
                  </p>
                  <p className="whitespace-pre-wrap break-words">{message.message}</p>
                  <div>
                    <button
                      type="button"
                      onClick={() => void toggle(message.id, !message.readAt)}
                      className="min-h-10 rounded border border-stone-500 px-3 hover:bg-stone-100"
                    >
                      {message.readAt ? texts.markUnread : texts.markRead}
                    </button>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {load.state === "ready" && load.data.total > PAGE_SIZE ? (
        <nav className="flex gap-3">
          <button
            type="button"
            disabled={page <= 1}
            onClick={() => go({ page: page - 1 })}
            className="underline disabled:text-stone-400"
          >
            {texts.previous}
          </button>
          <button
            type="button"
            disabled={load.data.messages.length < PAGE_SIZE}
            onClick={() => go({ page: page + 1 })}
            className="underline disabled:text-stone-400"
          >
            {texts.next}
          </button>
        </nav>
      ) : null}
    </div>
  );
}
