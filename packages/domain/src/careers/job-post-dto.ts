import { z } from "zod";

/**
 * A vacancy as GET /api/core/job-post/web and /web/{id} answer it (001 §3 Job post): the route's response
 * schema and the careers pages' reading of it.
 */
export const jobPostSchema = z
  .object({
    id: z
      .number()
      .int()
      .describe("Pass it to GET /api/core/job-post/web/{id} and /api/core/job-post/{id}/image"),
    titleId: z
      .string()
      .describe("Stable id of the job title; alternative vacancies of an application name these"),
    title: z.string().describe("In the request's language (Accept-Language, Spanish by default)"),
    area: z
      .string()
      .describe("The park's area, as HR names it in Spanish (Chofer, Enfermería, ...): rules key on it"),
    type: z
      .string()
      .describe(
        'Shift types separated by ", " (Turno Completo, Medio Turno, Fin de Semana, Turno de Relevo)',
      ),
    details: z
      .string()
      .nullable()
      .describe("The job's description in the request's language, plain text; null when none"),
    hasImage: z.boolean().describe("Whether GET /api/core/job-post/{id}/image has a picture (404 otherwise)"),
    postedAt: z.string().describe("When the vacancy was published (ISO 8601): its job posting's date"),
  })
  .meta({ id: "JobPost" });
export type JobPostDto = z.infer<typeof jobPostSchema>;
