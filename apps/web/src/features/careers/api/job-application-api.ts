import type { DocumentSlot } from "@park/domain/careers/application-documents.ts";
import type { JobApplicationPayload } from "@park/domain/careers/job-application-schema.ts";
import { type SentApplication, sentApplicationSchema } from "@park/domain/careers/sent-application-dto.ts";
import { apiRequest } from "../../../shared/api/api-client.ts";
import { sendRequest } from "../../../shared/api/http.ts";

export type { SentApplication };

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
  return sentApplicationSchema.parse(answer);
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
    headers: { Authorization: `Bearer ${sent.uploadToken}` },
  });
}

/** Where the captcha widget asks for its challenge (served by the API, no third party). */
export const CAPTCHA_CHALLENGE_URL = "/api/core/job-application/captcha-challenge";
