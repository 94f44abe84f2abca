import type { SummaryFile } from "@park/domain/quote/quote-summary-dto.ts";

/**
 * Saves a base64 file the API answered. The saving itself is the office's too (its exports), fetched
 * when a file is saved, so the pages that offer the summaries do not carry it in their first load.
 */
export async function downloadBase64File({ fileName, contentType, base64 }: SummaryFile): Promise<void> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  const { saveFile } = await import("../../shared/ui/save-file.ts");
  saveFile(new Blob([bytes], { type: contentType }), fileName);
}
