import { zodResolver } from "@hookform/resolvers/zod";
import { STAFF_PASSWORD_MIN_LENGTH } from "@park/domain/office-staff/staff-password.ts";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod/mini";
import { ApiError } from "../../../../shared/api/api-error.ts";
import { Field } from "../../../../shared/forms/form-field.tsx";
import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { changePassword } from "../api/password-api.ts";
import { AuditTrail } from "../audit-trail.tsx";
import { AUDIT_KEY, useOfficeWrite } from "../hooks/office-queries.ts";
import type { OfficeStaff } from "../office-session.ts";
import { usePasswordAdvice } from "../password-advice.ts";
import { INPUT_CLASSES, SubmitButton } from "./office-controls.tsx";

type Fields = { currentPassword: string; newPassword: string; repeat: string };
const FIELDS = ["currentPassword", "newPassword", "repeat"] as const;
const EMPTY: Fields = { currentPassword: "", newPassword: "", repeat: "" };
const ADVICE_ID = "password-newPassword-advice";

function isField(path: string): path is keyof Fields {
  return FIELDS.some((name) => name === path);
}

/**
 * Change my password: the server checks the current one and the rules, and ends my other sessions. While
 * the new one is typed, the strength estimator (loaded only here) says whether it is easy to guess. Below,
 * my account's history (made or disabled by the command line, password changes, sign-outs everywhere).
 */
export function PasswordPage({ staff }: { staff: OfficeStaff }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The page checks only that the new password was typed twice alike; the server checks the rest.
  const schema = useMemo(
    () =>
      z.object({ currentPassword: z.string(), newPassword: z.string(), repeat: z.string() }).check(
        z.refine((fields) => fields.repeat === fields.newPassword, {
          path: ["repeat"],
          message: t("office.shell.password.mismatch"),
        }),
      ),
    [t],
  );
  const form = useForm<Fields>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    reValidateMode: "onSubmit",
  });
  const change = useOfficeWrite(AUDIT_KEY, changePassword);
  const advice = usePasswordAdvice(form.watch("newPassword"), staff, language);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(
    async ({ currentPassword, newPassword }) => {
      setDone(false);
      setFailure(null);
      try {
        await change.mutateAsync({ currentPassword, newPassword });
        form.reset(EMPTY);
        setDone(true);
      } catch (caught) {
        if (caught instanceof ApiError && caught.fields.length > 0) {
          for (const { path, message } of caught.fields) if (isField(path)) form.setError(path, { message });
        } else {
          setFailure(caught instanceof ApiError ? caught.message : t("office.shell.networkError"));
        }
      }
    },
    () => {
      setDone(false);
      setFailure(null);
    },
  );

  const adviceText =
    advice?.state === "weak"
      ? advice.text
      : advice?.state === "strong"
        ? t("office.shell.password.strong")
        : "";

  const field = (name: keyof Fields, label: string, autoComplete: string, hint?: string) => (
    <Field
      id={`password-${name}`}
      look="office"
      label={label}
      hint={hint}
      error={errors[name]?.message}
      describedBy={name === "newPassword" ? ADVICE_ID : undefined}
    >
      {(control) => (
        <>
          <input
            {...control}
            type="password"
            autoComplete={autoComplete}
            required
            className={INPUT_CLASSES}
            {...form.register(name)}
          />
          {name === "newPassword" ? (
            <p
              id={ADVICE_ID}
              aria-live="polite"
              className={advice?.state === "weak" ? "text-sm text-amber-900" : "text-sm text-forest-800"}
            >
              {adviceText}
            </p>
          ) : null}
        </>
      )}
    </Field>
  );

  return (
    <>
      <h1 className="font-bold text-2xl text-forest-900">{t("office.shell.password.title")}</h1>
      <p className="mt-1 text-stone-700">{t("office.shell.password.intro")}</p>
      <form className="mt-4 flex max-w-md flex-col gap-4" onSubmit={submit} noValidate>
        {field("currentPassword", t("office.shell.password.current"), "current-password")}
        {field(
          "newPassword",
          t("office.shell.password.next"),
          "new-password",
          t("office.shell.password.nextHint", { min: STAFF_PASSWORD_MIN_LENGTH }),
        )}
        {field("repeat", t("office.shell.password.repeat"), "new-password")}
        <div aria-live="polite">
          {done ? <p className="font-medium text-forest-800">{t("office.shell.password.done")}</p> : null}
          {failure ? <p className="font-medium text-red-800">{failure}</p> : null}
        </div>
        <SubmitButton
          busy={isSubmitting}
          label={t("office.shell.password.submit")}
          busyLabel={t("office.shell.password.submitting")}
          className="self-start"
        />
      </form>
      <AuditTrail entityType="staff" entityId={staff.id} />
    </>
  );
}
