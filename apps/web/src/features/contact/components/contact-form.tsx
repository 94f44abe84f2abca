import { FEEDBACK_MAX_LENGTH, FEEDBACK_SUBJECTS } from "@park/domain/contact/feedback-schema.ts";
import { type FormEvent, useId } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { type ContactField, useContactForm } from "../hooks/use-contact-form.ts";

const control =
  "mt-1 block min-h-11 w-full rounded-lg border border-stone-400 bg-white px-3 py-2 text-base aria-invalid:border-red-700";

/** The contact form (001 §2, §4, §5): four required fields, sent to POST /api/ecommerce/feedbacks. */
export function ContactForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = useId();
  const form = useContactForm();
  const sending = form.status === "sending";

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void form.submit();
  }

  function fieldProps(field: ContactField) {
    const error = form.errorOf(field);
    return {
      id: `${ids}-${field}`,
      name: field,
      value: form.values[field],
      required: true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? `${ids}-${field}-error` : undefined,
      onChange: (event: { target: { value: string } }) => form.change(field, event.target.value),
      onBlur: () => form.leave(field),
    };
  }

  function label(field: ContactField) {
    return (
      <label htmlFor={`${ids}-${field}`} className="font-medium text-stone-900">
        {t(`contact.form.${field}`)}
      </label>
    );
  }

  function error(field: ContactField) {
    const key = form.errorOf(field);
    return key ? (
      <p id={`${ids}-${field}-error`} className="mt-1 text-sm text-red-700">
        {t(`contact.form.fieldErrors.${key}`)}
      </p>
    ) : null;
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${ids}-heading`} className="grid gap-5">
      <h2 id={`${ids}-heading`} className="text-2xl font-bold text-forest-900">
        {t("contact.form.heading")}
      </h2>
      {(["name", "email"] as const).map((field) => (
        <div key={field}>
          {label(field)}
          <input
            {...fieldProps(field)}
            type={field === "email" ? "email" : "text"}
            autoComplete={field}
            maxLength={FEEDBACK_MAX_LENGTH[field]}
            className={control}
          />
          {error(field)}
        </div>
      ))}
      <div>
        {label("subject")}
        <select {...fieldProps("subject")} className={control}>
          <option value="">{t("contact.form.chooseSubject")}</option>
          {FEEDBACK_SUBJECTS.map((subject) => (
            <option key={subject.id} value={subject.id}>
              {subject.label[language]}
            </option>
          ))}
        </select>
        {error("subject")}
      </div>
      <div>
        {label("message")}
        <textarea
          {...fieldProps("message")}
          rows={6}
          maxLength={FEEDBACK_MAX_LENGTH.message}
          className={control}
        />
        <p className="mt-1 text-right text-sm text-stone-600">
          {t("contact.form.characters", {
            count: form.values.message.length,
            max: FEEDBACK_MAX_LENGTH.message,
          })}
        </p>
        {error("message")}
      </div>
      <div>
        <button
          type="submit"
          disabled={!form.valid || sending}
          aria-busy={sending}
          className="min-h-11 rounded-lg bg-forest-700 px-6 font-semibold text-white hover:bg-forest-800 disabled:cursor-not-allowed disabled:bg-stone-400"
        >
          {sending ? t("contact.form.sending") : t("contact.form.send")}
        </button>
      </div>
      <div aria-live="polite">
        {form.status === "sent" && (
          <p role="status" className="rounded-xl bg-forest-50 px-5 py-4 text-forest-900">
            {t("contact.form.sent")}
          </p>
        )}
        {form.status === "failed" && (
          <p role="alert" className="rounded-xl bg-red-50 px-5 py-4 text-red-800">
            {t("contact.form.failed")}
          </p>
        )}
      </div>
    </form>
  );
}
