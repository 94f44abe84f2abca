import { z } from "zod/mini";

/**
 * A vacancy as GET /api/core/job-post/web and /web/{id} answer it (001 §3 Job post): the route's response
 * schema and the careers pages' reading of it.
 */
export const jobPostSchema = z
  .object({
    id: z
      .number()
      .check(
        z.int(),
        z.describe("Pass it to GET /api/core/job-post/web/{id} and /api/core/job-post/{id}/image"),
      ),
    titleId: z
      .string()
      .check(z.describe("Stable id of the job title; alternative vacancies of an application name these")),
    title: z.string().check(z.describe("In the request's language (Accept-Language, Spanish by default)")),
    area: z
      .string()
      .check(
        z.describe("The park's area, as HR names it in Spanish (Chofer, Enfermería, ...): rules key on it"),
      ),
    type: z
      .string()
      .check(
        z.describe(
          'Shift types separated by ", " (Turno Completo, Medio Turno, Fin de Semana, Turno de Relevo)',
        ),
      ),
    details: z
      .nullable(z.string())
      .check(z.describe("The job's description in the request's language, plain text; null when none")),
    hasImage: z
      .boolean()
      .check(z.describe("Whether GET /api/core/job-post/{id}/image has a picture (404 otherwise)")),
    postedAt: z
      .string()
      .check(z.describe("When the vacancy was published (ISO 8601): its job posting's date")),
  })
  .register(z.globalRegistry, { id: "JobPost" });
export type JobPostDto = z.infer<typeof jobPostSchema>;
