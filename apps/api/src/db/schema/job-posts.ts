import { date, pgTable, text, unique } from "drizzle-orm/pg-core";
import { bytea } from "./bytea.ts";
import { identityId, instant } from "./columns.ts";

/**
 * Vacancies (001 §3 Job post); the careers page lists the open ones. `type` is the comma-separated list of
 * shift types.
 */
export const jobPosts = pgTable(
  "job_posts",
  {
    id: identityId(),
    /** Stable id of the job title, used by applications to name alternative vacancies. */
    titleId: text("title_id").notNull(),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    area: text("area").notNull(),
    type: text("type").notNull(),
    /** The job details page's text (plain text, paragraphs separated by blank lines); null shows none. */
    detailsEs: text("details_es"),
    detailsEn: text("details_en"),
    /** The vacancy's picture (GET /api/core/job-post/{id}/image); null when it has none. */
    image: bytea("image"),
    imageContentType: text("image_content_type"),
    /** When the vacancy was published: search engines show it as the job posting's date (decision 0060). */
    postedAt: instant("posted_at").notNull().defaultNow(),
    /**
     * The last day (park date) the vacancy is open, when staff set one: after it the vacancy is closed as if
     * staff had closed it, and search engines show it as the posting's end (validThrough). Null: open
     * until closed.
     */
    openUntil: date("open_until", { mode: "string" }),
    /** When staff closed the vacancy: it leaves the careers page and takes no more applications; its
     * applications stay (they reference it). Null while open. */
    closedAt: instant("closed_at"),
  },
  (t) => [unique("job_posts_title_id").on(t.titleId)],
);
