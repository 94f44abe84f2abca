import { z } from "zod/mini";

/** GET /api/ecommerce/capacities/full: whether a date of the visit is already full. */
export const capacityFullSchema = z.object({ capacityFull: z.boolean() });
