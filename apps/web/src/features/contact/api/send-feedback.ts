import type { Feedback } from "@park/domain/contact/feedback-schema.ts";
import { apiRequest } from "../../../shared/api/api-client.ts";

/** POST /api/ecommerce/feedbacks: the checked form; the answer is not needed. */
export async function sendFeedback(feedback: Feedback): Promise<void> {
  await apiRequest("/api/ecommerce/feedbacks", { method: "POST", json: feedback });
}
