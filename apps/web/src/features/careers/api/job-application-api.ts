import type { DocumentSlot } from "@park/domain/careers/application-documents.ts";
import type { JobApplicationPayload } from "@park/domain/careers/job-application-schema.ts";
import { z } from "zod";
import { apiRequest } from "../../../shared/api/api-client.ts";
import { sendRequest } from "../../../shared/api/http.ts";

/** The answer to the application: its id and the token that alone may send its documents (DESIGN §5). */
const sentSchema = z
  .object({
    id: z.union([z.number(), z.string()]),
    token: z.string().optional(),
    uploadToken: z.string().optional(),
  })
  .transform((answer) => ({ id: String(answer.id), token: answer.token ?? answer.uploadToken ?? "" }));
export type SentApplication = z.output<typeof sentSchema>;

/**
 * POST /api/core/job-application: the cleaned form. The captcha solution is not part of the payload
 * (001 §7, only its boolean is); it travels in a header so the server can verify it.
 */
export async function sendJobApplication(
  payload: JobApplicationPayload,
  captcha: string,
): Promise<SentApplication> {
  const answer = await apiRequest("/api/core/job-application", {
    method: "POST",
    json: payload,
    headers: { "X-Altcha-Payload": captcha },
  });
  return sentSchema.parse(answer);
}

export type ApplicationFile = { slot: DocumentSlot; file: File };

/**
 * POST /api/core/job-application/{id}/files (secure): the documents as multipart, one field per slot (the
 * INE's two sides both under "identification"), with the application's own token.
 */
export async function sendApplicationFiles(
  sent: SentApplication,
  files: readonly ApplicationFile[],
  identification: { type: string; mode: string } | null,
): Promise<void> {
  const form = new FormData();
  if (identification) {
    form.append("identificationType", identification.type);
    form.append("identificationUploadMode", identification.mode);
  }
  for (const { slot, file } of files) form.append(slot, file, file.name);
  await sendRequest(`/api/core/job-application/${encodeURIComponent(sent.id)}/files`, {
    method: "POST",
    formData: form,
    headers: { Authorization: `Bearer ${sent.token}` },
  });
}

/** Where the captcha widget asks for its challenge (served by the API, no third party). */
export const CAPTCHA_CHALLENGE_URL = "/api/core/job-application/captcha-challenge";
