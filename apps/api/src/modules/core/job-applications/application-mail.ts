import type Mail from "nodemailer/lib/mailer";
import { fill, textsOf } from "../../../texts/texts.ts";
import type { ApplicationRow, DocumentRow } from "./repository.ts";

/** What an application's e-mails say: the application, its vacancy's title and the documents received. */
export type ApplicationMailInput = {
  application: ApplicationRow;
  jobTitle: { es: string; en: string };
  documents: readonly (DocumentRow & { bytes: Uint8Array | null })[];
};

function sizeText(bytes: number): string {
  return `${(bytes / 1024).toFixed(0)} KB`;
}

function documentLines(documents: ApplicationMailInput["documents"]): string[] {
  return documents.map(
    (document) => `- ${document.slot}: ${document.originalName} (${sizeText(document.size)})`,
  );
}

/** The applicant's acknowledgement, in the language they applied in; plain text, so nothing they typed is markup. */
export function applicantMessage(input: ApplicationMailInput, from: string, to: string): Mail.Options {
  const { application, jobTitle, documents } = input;
  const language = application.language;
  const texts = textsOf(language).applicationMail;
  const title = jobTitle[language];
  return {
    from,
    to: { name: `${application.applicantName} ${application.applicantFatherLastname}`, address: to },
    subject: fill(texts.subject, { title }),
    messageId: `<job-application-${application.id}-applicant@ensenada-park.mail>`,
    headers: { "Content-Language": language },
    date: application.createdAt,
    text: [
      fill(texts.greeting, { name: application.applicantName }),
      "",
      fill(texts.body, { title }),
      "",
      ...(documents.length > 0 ? [texts.documents, ...documentLines(documents)] : [texts.noDocuments]),
      "",
      texts.hours,
    ].join("\n"),
  };
}

/** A form value as HR reads it: lists joined, yes/no spelt out, nothing left as "null". */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (value === true) return "Sí";
  if (value === false) return "No";
  if (Array.isArray(value)) return value.length === 0 ? "—" : value.map(valueText).join(", ");
  if (typeof value === "object") {
    return Object.entries(value)
      .map(([field, inner]) => `${field}: ${valueText(inner)}`)
      .join("; ");
  }
  return String(value);
}

/**
 * The application for the park's HR, in Spanish (the staff's language): who applied for what, every
 * answer of the form by its field name, and the documents listed and attached. Reply-To is the applicant.
 */
export function hrMessage(input: ApplicationMailInput, from: string, to: string): Mail.Options {
  const { application, jobTitle, documents } = input;
  const name = [
    application.applicantName,
    application.applicantFatherLastname,
    application.applicantMotherLastname,
  ]
    .filter(Boolean)
    .join(" ");
  const answers = Object.entries(application.form).map(([field, value]) => {
    if (Array.isArray(value) && value.some((item) => typeof item === "object" && item !== null)) {
      return [`${field}:`, ...value.map((item, index) => `  ${index + 1}. ${valueText(item)}`)].join("\n");
    }
    return `${field}: ${valueText(value)}`;
  });
  return {
    from,
    to,
    replyTo: { name, address: application.email },
    subject: `Solicitud de empleo: ${jobTitle.es} — ${name}`,
    messageId: `<job-application-${application.id}-hr@ensenada-park.mail>`,
    date: application.createdAt,
    text: [
      `Vacante: ${jobTitle.es}`,
      `Solicitante: ${name}`,
      `E-mail: ${application.email}`,
      `Teléfono: ${application.phoneNumber}`,
      `Idioma del solicitante: ${application.language === "en" ? "inglés" : "español"}`,
      `Solicitud: ${application.id}`,
      `Recibida: ${application.createdAt.toISOString()}`,
      "",
      "Documentos:",
      ...(documents.length > 0 ? documentLines(documents) : ["- (ninguno recibido)"]),
      "",
      "Respuestas del formulario:",
      ...answers,
    ].join("\n"),
    attachments: documents
      .filter((document) => document.bytes !== null)
      .map((document) => ({
        filename: document.originalName,
        contentType: document.contentType,
        content: Buffer.from(document.bytes as Uint8Array),
      })),
  };
}
