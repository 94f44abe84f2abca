/** Documents of the job application (001 §3 Documents, §4, §5 uploads, §8 messages). */

/** One file per slot, except the INE both-sides mode, which fills the identification slot with two files. */
export const DOCUMENT_SLOTS = [
  "imss",
  "birthCertificate",
  "proofOfAddress",
  "curp",
  "identification",
  "rfc",
  "proofOfStudies",
  "driverLicense",
] as const;
export type DocumentSlot = (typeof DOCUMENT_SLOTS)[number];

export const IDENTIFICATION_TYPES = ["INE", "MILITARY_ID", "PASSPORT"] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];
/** BOTH_SIDES: the two sides of the INE as two files; ONE_SIDE: one file (both sides in it, or a one-sided id). */
export const IDENTIFICATION_UPLOAD_MODES = ["BOTH_SIDES", "ONE_SIDE"] as const;
export type IdentificationUploadMode = (typeof IDENTIFICATION_UPLOAD_MODES)[number];

/** Files must be under 2 MB: 2,097,152 bytes is the first size refused (001 §5 "under 2 MB"). */
export const MAX_DOCUMENT_BYTES = 2_097_152;
export const DOCUMENT_EXTENSIONS = [".jpg", ".jpeg", ".pdf"] as const;
export const DOCUMENT_CONTENT_TYPES = ["image/jpeg", "application/pdf"] as const;
export type DocumentKind = "jpg" | "pdf";

/** Which upload modes a type allows: only the INE has two sides; passport and military card are single. */
export function uploadModesFor(type: IdentificationType): readonly IdentificationUploadMode[] {
  return type === "INE" ? IDENTIFICATION_UPLOAD_MODES : ["ONE_SIDE"];
}

/** How many files the identification slot holds for a type and mode. */
export function identificationFileCount(type: IdentificationType, mode: IdentificationUploadMode): 1 | 2 {
  return type === "INE" && mode === "BOTH_SIDES" ? 2 : 1;
}

/**
 * file_too_large and upload_failed are the spec's messages (001 §8: over 2 MB, any other upload
 * failure); file_type is ours, for a file that does not even claim to be a JPG or a PDF.
 */
export type DocumentProblem = "file_too_large" | "file_type" | "upload_failed";

/** The browser's check before a file is taken: size first (its own message), then the kind by name and type. */
export function checkDocumentFile(file: {
  name: string;
  size: number;
  type: string;
}): DocumentProblem | null {
  if (file.size >= MAX_DOCUMENT_BYTES) return "file_too_large";
  const name = file.name.toLowerCase();
  const extensionOk = DOCUMENT_EXTENSIONS.some((extension) => name.endsWith(extension));
  const typeOk = file.type === "" || (DOCUMENT_CONTENT_TYPES as readonly string[]).includes(file.type);
  return extensionOk && typeOk ? null : "file_type";
}

/**
 * The kind of a file by its first bytes (magic numbers), so a renamed file is caught: JPEG starts with
 * FF D8 FF, PDF with "%PDF-". Anything else is null.
 */
export function documentKindFromBytes(head: Uint8Array): DocumentKind | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return "jpg";
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d];
  if (head.length >= pdf.length && pdf.every((byte, i) => head[i] === byte)) return "pdf";
  return null;
}

/** What a file claims to be: by its name's extension, else by its declared type; null if neither is JPG or PDF. */
export function declaredDocumentKind(file: { name: string; type: string }): DocumentKind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith(".pdf")) return "pdf";
  if (name.endsWith(".jpg") || name.endsWith(".jpeg")) return "jpg";
  if (file.type === "application/pdf") return "pdf";
  if (file.type === "image/jpeg") return "jpg";
  return null;
}

/**
 * The check of a file by its content, the same in the browser (when the file is picked) and on the
 * server: a file that does not claim to be a JPG or PDF is file_type; one whose first bytes are not what
 * it claims (a PNG renamed ".jpg", a program renamed ".pdf", a JPG named ".pdf") is an upload failure,
 * the spec's "Error al subir el archivo" (001 §8).
 */
export function documentContentProblem(
  file: { name: string; type: string },
  head: Uint8Array,
): DocumentProblem | null {
  const declared = declaredDocumentKind(file);
  if (declared === null) return "file_type";
  return documentKindFromBytes(head) === declared ? null : "upload_failed";
}

/** How many first bytes `documentKindFromBytes` reads. */
export const DOCUMENT_HEAD_BYTES = 8;

/** The suffix a repeated file name gets: the second file of a slot is the reverse side of the document. */
export const REVERSE_SUFFIX = "_reverse";

/**
 * Names for files sent together: a name already taken gets the reverse suffix before its extension
 * ("ine.jpg", "ine_reverse.jpg"), and a further repeat a number after it ("ine_reverse_2.jpg"), so no two
 * files of one application share a name. Reading chosen for the spec's "a repeated name gets a reverse
 * suffix": the repeat that happens in practice is the two sides of the INE sent under one name.
 */
export function namesWithReverseSuffix(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf(".");
    const base = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : "";
    let candidate = name;
    for (let n = 1; taken.has(candidate.toLowerCase()); n++) {
      candidate = `${base}${REVERSE_SUFFIX}${n === 1 ? "" : `_${n}`}${extension}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}
