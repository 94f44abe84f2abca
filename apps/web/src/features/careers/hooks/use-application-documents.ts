import {
  checkDocumentFile,
  DOCUMENT_HEAD_BYTES,
  type DocumentProblem,
  type DocumentSlot,
  documentContentProblem,
  type IdentificationType,
  type IdentificationUploadMode,
  identificationFileCount,
} from "@park/domain/careers/application-documents.ts";
import { useRef, useState } from "react";
import type { ApplicationFile } from "../api/job-application-api.ts";

/** A place for one file: a document slot, or one side of the INE. */
export type FileSlot = Exclude<DocumentSlot, "identification"> | "identification" | "identificationBack";

export interface ApplicationDocuments {
  files: Partial<Record<FileSlot, File>>;
  problems: Partial<Record<FileSlot, DocumentProblem>>;
  identificationType: IdentificationType | null;
  uploadMode: IdentificationUploadMode | null;
  /**
   * Takes a file after the browser's checks (JPG or PDF under 2 MB, its first bytes what its name
   * claims, as the server checks them); null removes it.
   */
  choose(slot: FileSlot, file: File | null): void;
  /** Changing the type or the mode deletes the identification files already added (001 §4). */
  setIdentificationType(type: IdentificationType | null): void;
  setUploadMode(mode: IdentificationUploadMode | null): void;
  /** The files to send, for the slots the form shows. */
  toSend(shown: (slot: FileSlot) => boolean): ApplicationFile[];
}

export function useApplicationDocuments(): ApplicationDocuments {
  const [files, setFiles] = useState<Partial<Record<FileSlot, File>>>({});
  const [problems, setProblems] = useState<Partial<Record<FileSlot, DocumentProblem>>>({});
  const [identificationType, setType] = useState<IdentificationType | null>(null);
  const [uploadMode, setMode] = useState<IdentificationUploadMode | null>(null);
  // How many times each slot was given a file, so only the last pick's content check counts.
  const picks = useRef<Partial<Record<FileSlot, number>>>({});

  const dropIdentification = () => {
    for (const side of ["identification", "identificationBack"] as const)
      picks.current[side] = (picks.current[side] ?? 0) + 1;
    setFiles(({ identification: _front, identificationBack: _back, ...rest }) => rest);
    setProblems(({ identification: _front, identificationBack: _back, ...rest }) => rest);
  };

  return {
    files,
    problems,
    identificationType,
    uploadMode,
    choose(slot, file) {
      const take = (problem: DocumentProblem | null) => {
        setProblems((current) => ({ ...current, [slot]: problem ?? undefined }));
        setFiles((current) => ({ ...current, [slot]: problem || !file ? undefined : file }));
      };
      const picked = (picks.current[slot] ?? 0) + 1;
      picks.current[slot] = picked;
      const problem = file ? checkDocumentFile(file) : null;
      if (!file || problem) {
        take(problem);
        return;
      }
      // Reading the first bytes takes a moment; a file picked again meanwhile wins.
      void file
        .slice(0, DOCUMENT_HEAD_BYTES)
        .arrayBuffer()
        .then(
          (head) => documentContentProblem(file, new Uint8Array(head)),
          (): DocumentProblem => "upload_failed",
        )
        .then((found) => {
          if (picks.current[slot] === picked) take(found);
        });
    },
    setIdentificationType(type) {
      setType(type);
      setMode(type === null ? null : type === "INE" ? null : "ONE_SIDE");
      dropIdentification();
    },
    setUploadMode(mode) {
      setMode(mode);
      dropIdentification();
    },
    toSend(shown) {
      const sides =
        identificationType && uploadMode ? identificationFileCount(identificationType, uploadMode) : 0;
      return (Object.entries(files) as [FileSlot, File | undefined][]).flatMap(([slot, file]) => {
        if (!file || !shown(slot)) return [];
        if (slot === "identificationBack")
          return sides === 2 ? [{ slot: "identification" as const, file }] : [];
        if (slot === "identification" && sides === 0) return [];
        return [{ slot, file }];
      });
    },
  };
}
