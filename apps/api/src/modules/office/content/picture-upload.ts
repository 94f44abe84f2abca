import { createHash } from "node:crypto";
import { eventPictureIssue } from "@park/domain/content/event-picture.ts";
import { z } from "zod/mini";
import { invalidFields } from "../../../http/app-error.ts";

/**
 * A picture the admin uploads with an event or a vacancy: a PNG sent base64-encoded in the JSON body,
 * judged by its bytes (never its name or a declared type) and stored as image/png.
 */

// Standard base64 (what FileReader's data URLs and Buffer produce), padding optional.
export const pictureBase64Schema = z
  .string()
  .check(z.regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: "content.file_type" }));

/** A 2 MiB picture is 2.8 MB in base64, plus the texts: calls carrying a picture accept 3 MiB bodies. */
export const PICTURE_BODY_LIMIT = 3 * 1_048_576;

export const PICTURE_RULES =
  "The picture must be a PNG (judged by its bytes, not its name) of at most 2 MiB: otherwise 400 with the " +
  "field picture.";

/** The picture's bytes from base64, refused (400, nothing saved) unless they are a PNG within the limit. */
export function decodePicture(base64: string): Uint8Array {
  const bytes = new Uint8Array(Buffer.from(base64, "base64"));
  const issue = eventPictureIssue(bytes);
  if (issue) throw invalidFields([{ path: "picture", message: `content.${issue}` }]);
  return bytes;
}

/** What the audit keeps of a picture: its size and hash, enough to tell a change, not the bytes. */
export function pictureSummary(bytes: Uint8Array): { bytes: number; sha256: string } {
  return { bytes: bytes.length, sha256: createHash("sha256").update(bytes).digest("hex") };
}
