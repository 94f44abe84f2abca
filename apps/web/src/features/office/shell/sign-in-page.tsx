import { type FormEvent, useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { ApiError } from "../../../shared/api/api-error.ts";
import { LanguageSwitch } from "./language-switch.tsx";
import { signIn } from "./office-session.ts";
import { safeReturnPath } from "./return-path.ts";
import { useOfficeTexts } from "./use-office-texts.ts";

/** E-mail and password; the API's own message (already in the page's language) on a refusal. */
export function SignInPage({ sessionEnded }: { sessionEnded: boolean }) {
  const texts = useOfficeTexts();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (!email || !password) {
      setError(texts.signIn.required);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
      navigate(safeReturnPath(params.get("return")), { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : texts.networkError);
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <div className="w-full max-w-sm rounded-lg border border-stone-300 bg-white p-6 shadow-sm">
        <h1 className="font-bold text-2xl text-forest-900">{texts.signIn.title}</h1>
        <p className="mt-1 text-stone-700">{texts.signIn.intro}</p>
        {sessionEnded ? (
          <p role="status" className="mt-4 rounded bg-sand-100 p-3 text-ink">
            {texts.signIn.sessionEnded}
          </p>
        ) : null}
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
          <label className="flex flex-col gap-1 font-medium">
            {texts.signIn.email}
            <input
              ref={emailRef}
              name="email"
              type="email"
              autoComplete="username"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "sign-in-error" : undefined}
              className="rounded border border-stone-500 px-3 py-2 font-normal"
            />
          </label>
          <label className="flex flex-col gap-1 font-medium">
            {texts.signIn.password}
            <input
              name="password"
              type="password"
              autoComplete="current-password"
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "sign-in-error" : undefined}
              className="rounded border border-stone-500 px-3 py-2 font-normal"
            />
          </label>
          <div aria-live="assertive">
            {error ? (
              <p id="sign-in-error" className="font-medium text-red-800">
                {error}
              </p>
            ) : null}
          </div>
          <button
            type="submit"
            disabled={busy}
            className="rounded bg-forest-800 px-4 py-2 font-semibold text-white disabled:opacity-70"
          >
            {busy ? texts.signIn.submitting : texts.signIn.submit}
          </button>
        </form>
      </div>
      <LanguageSwitch />
    </main>
  );
}
