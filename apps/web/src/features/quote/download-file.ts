import type { SummaryFile } from "@park/domain/quote/quote-summary-dto.ts";

/** Long enough for the browser to start the download from the link, short enough not to keep the PDF. */
const RELEASE_AFTER_MS = 100;

/** Saves a base64 file the API answered: Blob, a temporary link clicked once, then released. */
export function downloadBase64File({ fileName, contentType, base64 }: SummaryFile): void {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const url = URL.createObjectURL(new Blob([bytes], { type: contentType }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
