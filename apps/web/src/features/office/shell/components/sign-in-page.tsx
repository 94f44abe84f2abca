import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { z } from "zod/mini";
import { ApiError } from "../../../../shared/api/api-error.ts";
import { Field } from "../../../../shared/forms/form-field.tsx";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { OFFICE_KEY } from "../hooks/office-queries.ts";
import { LanguageSwitch } from "../language-switch.tsx";
import { signIn } from "../office-session.ts";
import { safeReturnPath } from "../return-path.ts";
import { INPUT_CLASSES, SubmitButton } from "./office-controls.tsx";

/** Both are needed; whether they open a session is the server's answer. */
const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1)),
  password: z.string().check(z.minLength(1)),
});
type SignInFields = z.input<typeof signInSchema>;

/** One message serves both fields (which one is wrong is not said), so each points at it. */
const SIGN_IN_FIELDS = [
  { name: "email", type: "email", autoComplete: "username" },
  { name: "password", type: "password", autoComplete: "current-password" },
] as const;
const ERROR_ID = "sign-in-error";

/** E-mail and password; the API's own message (already in the page's language) on a refusal. */
export function SignInPage({ sessionEnded }: { sessionEnded: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useForm<SignInFields>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
    reValidateMode: "onSubmit",
  });
  const client = useQueryClient();
  const session = useMutation({
    mutationFn: (fields: SignInFields) => signIn(fields.email, fields.password),
    // Whatever an earlier member's pages read (a session lost mid-page) is not shown to this one.
    onSuccess: () => client.removeQueries({ queryKey: OFFICE_KEY }),
  });
  const [error, setError] = useState<string | null>(null);
  const { setFocus } = form;

  useEffect(() => setFocus("email"), [setFocus]);
  // Until the page has gone on to the office, the button stays busy (the session is already open).
  const busy = session.isPending || session.isSuccess;

  const submit = form.handleSubmit(
    async (fields) => {
      setError(null);
      try {
        await session.mutateAsync(fields);
        navigate(safeReturnPath(params.get("return")), { replace: true });
      } catch (caught) {
        setError(caught instanceof ApiError ? caught.message : t("office.shell.networkError"));
      }
    },
    () => setError(t("office.shell.signIn.required")),
  );

  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 p-4">
      <div className="w-full max-w-sm rounded-lg border border-stone-300 bg-white p-6 shadow-sm">
        <h1 className="font-bold text-2xl text-forest-900">{t("office.shell.signIn.title")}</h1>
        <p className="mt-1 text-stone-700">{t("office.shell.signIn.intro")}</p>
        {sessionEnded ? (
          <p role="status" className="mt-4 rounded bg-sand-100 p-3 text-ink">
            {t("office.shell.signIn.sessionEnded")}
          </p>
        ) : null}
        <form className="mt-4 flex flex-col gap-4" onSubmit={submit} noValidate>
          {SIGN_IN_FIELDS.map(({ name, type, autoComplete }) => (
            <Field
              key={name}
              look="office"
              label={t(`office.shell.signIn.${name}`)}
              error={null}
              invalid={Boolean(error)}
              describedBy={error ? ERROR_ID : undefined}
            >
              {(control) => (
                <input
                  {...control}
                  type={type}
                  autoComplete={autoComplete}
                  required
                  className={INPUT_CLASSES}
                  {...form.register(name)}
                />
              )}
            </Field>
          ))}
          <div aria-live="assertive">
            {error ? (
              <p id={ERROR_ID} className="font-medium text-red-800">
                {error}
              </p>
            ) : null}
          </div>
          <SubmitButton
            busy={busy}
            label={t("office.shell.signIn.submit")}
            busyLabel={t("office.shell.signIn.submitting")}
          />
        </form>
      </div>
      <LanguageSwitch />
    </main>
  );
}
