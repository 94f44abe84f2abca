import type { DocumentKind } from "@park/domain/careers/application-documents.ts";

const MAX_BASE_LENGTH = 80;

/**
 * The name a document is shown and e-mailed under, made from the visitor's file name: only its last path
 * segment, letters (any language), digits, spaces and ". _ - ( )" kept, no leading dots, at most 80
 * characters, and the extension of what the file really is (its magic bytes), so "..\..\x.exe" or
 * "ine.jpg.exe" can never name a path or pass for something else. The file itself is stored under a
 * random name; this one never reaches the disk.
 */
export function safeDocumentName(original: string, kind: DocumentKind): string {
  const lastSegment = original.split(/[/\\]/).pop() ?? "";
  const dot = lastSegment.lastIndexOf(".");
  const base = (dot > 0 ? lastSegment.slice(0, dot) : lastSegment)
    .normalize("NFC")
    .replace(/[^\p{L}\p{N} ._()-]/gu, "_")
    .replace(/^[.\s]+/, "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_BASE_LENGTH)
    .trim();
  return `${base || "documento"}.${kind}`;
}
