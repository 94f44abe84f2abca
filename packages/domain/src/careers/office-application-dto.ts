import { z } from "zod/mini";
import { isoDateSchema } from "../catalog.ts";
import { LANGUAGES } from "../constants.ts";
import { APPLICATION_STATUSES } from "./application-status.ts";

const titleDtoSchema = z.object({ es: z.string(), en: z.string() });

/** One application as HR's list shows it. */
export const applicationSummaryDtoSchema = z.object({
  id: z.string(),
  jobPostId: z.number(),
  jobTitle: titleDtoSchema,
  applicantName: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  language: z.enum(LANGUAGES),
  status: z.enum(APPLICATION_STATUSES),
  createdAt: z.string(),
});

/** GET /api/office/applications: every vacancy with its applications counted per status, and the applications asked for. */
export const applicationsListDtoSchema = z.object({
  vacancies: z.array(
    z.object({
      id: z.number(),
      title: titleDtoSchema,
      counts: z.partialRecord(z.enum(APPLICATION_STATUSES), z.number()),
    }),
  ),
  applications: z.array(applicationSummaryDtoSchema),
});
export type ApplicationsListDto = z.infer<typeof applicationsListDtoSchema>;

/** GET /api/office/applications/{id} (and the answer of a status move): every answer and the documents. */
export const applicationDetailDtoSchema = z.extend(applicationSummaryDtoSchema, {
  birthDate: isoDateSchema,
  form: z
    .record(z.string(), z.unknown())
    .check(z.describe("Every answer of the form, as validated when it was sent")),
  filesReceivedAt: z.nullable(z.string()),
  nextStatuses: z.array(z.enum(APPLICATION_STATUSES)),
  documents: z.array(
    z.object({
      id: z.string(),
      slot: z.string(),
      originalName: z.string(),
      contentType: z.enum(["image/jpeg", "application/pdf"]),
      size: z.number(),
    }),
  ),
});
export type ApplicationDetailDto = z.infer<typeof applicationDetailDtoSchema>;
