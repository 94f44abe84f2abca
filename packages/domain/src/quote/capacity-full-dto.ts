import { z } from "zod";

/** GET /api/ecommerce/capacities/full: whether a date of the visit is already full. */
export const capacityFullSchema = z.object({ capacityFull: z.boolean() });
