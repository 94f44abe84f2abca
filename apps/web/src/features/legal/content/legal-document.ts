/** A legal text as data: chapters with an anchor id, each with paragraphs and optional bullet lists. */
export interface LegalChapter {
  /** Anchor of the chapter (`#id`), the same in both languages so shared links keep working. */
  id: string;
  title: string;
  blocks: ReadonlyArray<{ paragraph: string } | { list: readonly string[] }>;
}

export interface LegalDocument {
  /** When the text last changed, as shown under the title. */
  updated: string;
  intro: string;
  chapters: readonly LegalChapter[];
}
