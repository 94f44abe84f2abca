/** An event's picture is a PNG (001 §3 Event: the visitor's call answers it as image/png). */
export const EVENT_PICTURE_CONTENT_TYPE = "image/png";

/** 2 MiB: a 1600 px wide photo as PNG fits; the visitor's call sends it base64-encoded in JSON. */
export const MAX_EVENT_PICTURE_BYTES = 2_097_152;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
// The first chunk of every PNG: length 13, type "IHDR" (PNG spec §5.2, §11.2.2).
const IHDR = [0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52];

export type PictureIssue = "file_type" | "file_too_large";

/**
 * Why bytes cannot be an event's picture, judged by their content (never a name or a declared type):
 * file_too_large over the limit, file_type unless they open as a PNG with a sensible size; null when fine.
 */
export function eventPictureIssue(bytes: Uint8Array): PictureIssue | null {
  if (bytes.length > MAX_EVENT_PICTURE_BYTES) return "file_too_large";
  const header = [...PNG_SIGNATURE, ...IHDR];
  if (bytes.length < header.length + 8 || header.some((byte, i) => bytes[i] !== byte)) return "file_type";
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  if (width === 0 || height === 0 || width > 10_000 || height > 10_000) return "file_type";
  return null;
}
