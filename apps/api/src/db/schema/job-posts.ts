import { integer, pgTable, text, unique } from "drizzle-orm/pg-core";

/** Open vacancies (001 §3 Job post). `type` is the comma-separated list of shift types. */
export const jobPosts = pgTable(
  "job_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Stable id of the job title, used by applications to name alternative vacancies. */
    titleId: text("title_id").notNull(),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    area: text("area").notNull(),
    type: text("type").notNull(),
  },
  (t) => [unique("job_posts_title_id").on(t.titleId)],
);
