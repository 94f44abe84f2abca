/**
 * The bar's height: two lines of labels on a phone, one from 640 px. The bar keeps at least that, so the
 * room kept while its code arrives is the room it takes (only a Spanish screen under 390 px wraps to three).
 */
export const STEPS_ROOM = "min-h-[65px] sm:min-h-[53px]";
