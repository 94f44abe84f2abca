import { z } from "zod/mini";
import { LANGUAGES } from "../constants.ts";

/** One message of the contact form as HR's inbox shows it. */
export const inboxMessageDtoSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.number().check(z.describe("Subject id 1-6 of the contact form")),
  message: z.string(),
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  readAt: z.nullable(z.string()),
});
export type InboxMessageDto = z.infer<typeof inboxMessageDtoSchema>;

/** GET /api/office/feedbacks: a page of the inbox and its counts. */
export const inboxPageDtoSchema = z.object({
  messages: z.array(inboxMessageDtoSchema),
  unread: z.number(),
  total: z.number(),
});
export type InboxPageDto = z.infer<typeof inboxPageDtoSchema>;
