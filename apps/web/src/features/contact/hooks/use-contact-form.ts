import { type FeedbackFieldMessageKey, feedbackSchema } from "@park/domain/contact/feedback-schema.ts";
import { useState } from "react";
import { sendFeedback } from "../api/send-feedback.ts";
import { pushContactEvent } from "./contact-events.ts";

export type ContactField = "name" | "email" | "subject" | "message";

export interface ContactValues {
  name: string;
  email: string;
  /** The chosen subject id as the select holds it; "" until one is chosen. */
  subject: string;
  message: string;
}

const EMPTY: ContactValues = { name: "", email: "", subject: "", message: "" };

export type ContactStatus = "idle" | "sending" | "sent" | "failed";

function check(values: ContactValues) {
  return feedbackSchema.safeParse({
    ...values,
    subject: values.subject === "" ? undefined : Number(values.subject),
  });
}

/**
 * The contact form's states (001 §4): idle, sending (submit disabled while sending or invalid), then sent
 * (the form cleared and a message shown) or failed (the values kept, so nothing typed is lost).
 * Each field shows its problem once the visitor has left it.
 */
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());
  const [status, setStatus] = useState<ContactStatus>("idle");

  const result = check(values);
  const errors: Partial<Record<ContactField, FeedbackFieldMessageKey>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ContactField;
      errors[field] ??= issue.message as FeedbackFieldMessageKey;
    }
  }

  return {
    values,
    status,
    valid: result.success,
    /** The message key of a field the visitor has left, if it is not right. */
    errorOf: (field: ContactField) => (touched.has(field) ? errors[field] : undefined),
    change(field: ContactField, value: string) {
      setValues((current) => ({ ...current, [field]: value }));
      if (status === "sent" || status === "failed") setStatus("idle");
    },
    leave(field: ContactField) {
      setTouched((current) => new Set(current).add(field));
    },
    async submit() {
      if (!result.success || status === "sending") return;
      setStatus("sending");
      try {
        await sendFeedback(result.data);
        setValues(EMPTY);
        setTouched(new Set());
        setStatus("sent");
        pushContactEvent("contact-success");
      } catch {
        setStatus("failed");
        pushContactEvent("contact-error");
      }
    },
  };
}
