import { STAFF_PASSWORD_MIN_LENGTH } from "@park/domain/office-staff/staff-password.ts";
import { type FormEvent, useState } from "react";
import { ApiError } from "../../../shared/api/api-error.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { AuditTrail } from "./audit-trail.tsx";
import { officeRequest } from "./office-api.ts";
import type { OfficeStaff } from "./office-session.ts";
import { usePasswordAdvice } from "./password-advice.ts";
import { useOfficeTexts } from "./use-office-texts.ts";

type Fields = { currentPassword?: string; newPassword?: string; repeat?: string };

/**
 * Change my password: the server checks the current one and the rules, and ends my other sessions. While
 * the new one is typed, the strength estimator (loaded only here) says whether it is easy to guess. Below,
 * my account's history (made or disabled by the command line, password changes, sign-outs everywhere).
 */
export function PasswordPage({ staff }: { staff: OfficeStaff }) {
  const texts = useOfficeTexts();
  const language = useLanguage();
  const [newPassword, setNewPassword] = useState("");
  const advice = usePasswordAdvice(newPassword, staff, language);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Fields>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const currentPassword = String(form.get("currentPassword") ?? "");
    const newPassword = String(form.get("newPassword") ?? "");
    setDone(false);
    setFailure(null);
    if (newPassword !== String(form.get("repeat") ?? "")) {
      setErrors({ repeat: texts.password.mismatch });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await officeRequest("/api/office/password", { method: "PUT", json: { currentPassword, newPassword } });
      formElement.reset();
      setNewPassword("");
      setDone(true);
    } catch (caught) {
      if (caught instanceof ApiError && caught.fields.length > 0) {
        setErrors(Object.fromEntries(caught.fields.map((field) => [field.path, field.message])));
      } else {
        setFailure(caught instanceof ApiError ? caught.message : texts.networkError);
      }
    } finally {
      setBusy(false);
    }
  }

  const adviceText =
    advice?.state === "weak" ? advice.text : advice?.state === "strong" ? texts.password.strong : "";

  const field = (name: keyof Fields, label: string, autoComplete: string, hint?: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={`password-${name}`} className="font-medium">
        {label}
      </label>
      {hint ? (
        <p id={`password-${name}-hint`} className="text-sm text-stone-700">
          {hint}
        </p>
      ) : null}
      <input
        id={`password-${name}`}
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={
          [
            hint ? `password-${name}-hint` : "",
            name === "newPassword" ? "password-newPassword-advice" : "",
            errors[name] ? `password-${name}-error` : "",
          ]
            .join(" ")
            .trim() || undefined
        }
        onInput={name === "newPassword" ? (event) => setNewPassword(event.currentTarget.value) : undefined}
        className="rounded border border-stone-500 px-3 py-2"
      />
      {name === "newPassword" ? (
        <p
          id="password-newPassword-advice"
          aria-live="polite"
          className={advice?.state === "weak" ? "text-sm text-amber-900" : "text-sm text-forest-800"}
        >
          {adviceText}
        </p>
      ) : null}
      {errors[name] ? (
        <p id={`password-${name}-error`} className="font-medium text-red-800">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <>
      <h1 className="font-bold text-2xl text-forest-900">{texts.password.title}</h1>
      <p className="mt-1 text-stone-700">{texts.password.intro}</p>
      <form className="mt-4 flex max-w-md flex-col gap-4" onSubmit={submit} noValidate>
        {field("currentPassword", texts.password.current, "current-password")}
        {field(
          "newPassword",
          texts.password.next,
          "new-password",
          texts.password.nextHint(STAFF_PASSWORD_MIN_LENGTH),
        )}
        {field("repeat", texts.password.repeat, "new-password")}
        <div aria-live="polite">
          {done ? <p className="font-medium text-forest-800">{texts.password.done}</p> : null}
          {failure ? <p className="font-medium text-red-800">{failure}</p> : null}
        </div>
        <button
          type="submit"
          disabled={busy}
          className="self-start rounded bg-forest-800 px-4 py-2 font-semibold text-white disabled:opacity-70"
        >
          {busy ? texts.password.submitting : texts.password.submit}
        </button>
      </form>
      <AuditTrail key={String(done)} entityType="staff" entityId={staff.id} />
    </>
  );
}
