import { openedOnce } from "./opened-once.tsx";
import type { QuestionDialogProps } from "./question-dialog-body.tsx";

/**
 * A question (or a refusal) the visitor answers before the cart or the quote changes (question-dialog-body.tsx),
 * loaded apart from the page that asks it.
 */
export const QuestionDialog = openedOnce<QuestionDialogProps>(() => import("./question-dialog-body.tsx"));
