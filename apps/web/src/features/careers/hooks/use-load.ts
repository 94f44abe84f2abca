import type { Language } from "@park/domain/constants.ts";
import { useEffect, useState } from "react";
import { ApiError } from "../../../shared/api/api-error.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";

export type LoadState<T> =
  | { status: "loading" }
  | { status: "error"; notFound: boolean }
  | { status: "ready"; value: T };

/**
 * A read made after hydration (a prerendered page shows its loading state, so hydration agrees) and again
 * when the visitor switches language (titles come translated) or asks to retry. `key` names what is read.
 */
export function useLoad<T>(key: string, load: () => Promise<T>): { state: LoadState<T>; retry: () => void } {
  const language = useLanguage();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{
    key: string;
    language: Language;
    attempt: number;
    state: LoadState<T>;
  }>();

  // `load` is a new function each render; `key` says what it reads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: load is identified by key
  useEffect(() => {
    let current = true;
    load().then(
      (value) => current && setLoaded({ key, language, attempt, state: { status: "ready", value } }),
      (error: unknown) =>
        current &&
        setLoaded({
          key,
          language,
          attempt,
          state: { status: "error", notFound: error instanceof ApiError && error.status === 404 },
        }),
    );
    return () => {
      current = false;
    };
  }, [key, language, attempt]);

  const fresh = loaded && loaded.key === key && loaded.language === language && loaded.attempt === attempt;
  // While the other language's answer is on its way, what was shown stays: a form in progress below it
  // must not be unmounted (and lost) by a language switch.
  const previous = loaded && loaded.key === key && loaded.state.status === "ready" ? loaded.state : null;
  return {
    state: fresh ? loaded.state : (previous ?? { status: "loading" }),
    retry: () => setAttempt((n) => n + 1),
  };
}
