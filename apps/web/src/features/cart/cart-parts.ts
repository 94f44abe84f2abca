import type { VisitActivityType } from "@park/domain/activities/activity-types.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import type { ReactNode } from "react";
import type { QuoteStore } from "../quote/quote-store.ts";

/** An activity line's counter and delete button, as features/activities keeps them. */
export interface ActivityLines {
  quantity: (type: VisitActivityType) => number;
  known: (type: VisitActivityType) => boolean;
  setQuantity: (type: VisitActivityType, quantity: number) => Promise<void>;
  remove: (type: VisitActivityType) => Promise<void>;
  error: (type: VisitActivityType) => string | null;
}

/**
 * What other features put in the cart; the route (app/routes/cart.tsx) joins them, since features do not
 * import each other (decision 0053).
 */
export interface CartParts {
  /** A hook: the activity lines' counters for the quote. */
  useActivityLines: (quote: QuoteDto) => ActivityLines;
  /** Under the lines: the activity cards and the promotions box. */
  more: (props: { store: QuoteStore; quote: QuoteDto; offer3x2: boolean }) => ReactNode;
}
