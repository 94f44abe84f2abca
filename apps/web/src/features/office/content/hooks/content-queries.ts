import { OFFICE_KEY } from "../../shell/hooks/office-queries.ts";

/** The content reads' keys: each kind's list (banners and maintenance are the site page's). */
export type ContentKind = "site" | "events" | "promotions" | "job-posts";

export function contentKey(kind: ContentKind) {
  return [...OFFICE_KEY, "content", kind] as const;
}
