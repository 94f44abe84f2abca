import { feedbackSubjectLabel } from "@park/domain/contact/feedback-schema.ts";
import { PARK_CONTACT_POINTS } from "@park/domain/contact/park-contact-points.ts";
import type Mail from "nodemailer/lib/mailer";
import type { FeedbackRecord } from "./repository.ts";

/**
 * The e-mail that brings a contact-form message to the park's mailbox: in Spanish (the staff's language),
 * the subject first so the inbox can be sorted by it, and Reply-To the visitor so answering is one click.
 */
export function feedbackMessage(feedback: FeedbackRecord, from: string): Mail.Options {
  const subject = feedbackSubjectLabel(feedback.subject, "es") ?? String(feedback.subject);
  const language = feedback.language === "en" ? "inglés" : "español";
  return {
    from,
    to: PARK_CONTACT_POINTS.email,
    replyTo: { name: feedback.name, address: feedback.email },
    subject: `Contacto web: ${subject} — ${feedback.name}`,
    messageId: `<feedback-${feedback.id}@ensenada-park.mail>`,
    // When the visitor wrote it, not when a retry finally sent it.
    date: feedback.createdAt,
    text: [
      `Asunto: ${subject}`,
      `Nombre: ${feedback.name}`,
      `E-mail: ${feedback.email}`,
      `Idioma del visitante: ${language}`,
      `Enviado: ${feedback.createdAt.toISOString()}`,
      "",
      feedback.message,
    ].join("\n"),
  };
}
