import type { PriceColor } from "@park/domain/constants.ts";

/** How each tariff colour is painted: day cells, legend swatches and card bands. Contrast AA on each. */
export const COLOR_STYLES: Record<PriceColor, string> = {
  BLACK: "bg-stone-900 text-white",
  BLUE: "bg-blue-700 text-white",
  RED: "bg-red-700 text-white",
  YELLOW: "bg-yellow-300 text-stone-900",
};

/** The order the legend and the cards follow: full price first, then by discount. */
export const COLORS_BY_DISCOUNT: readonly PriceColor[] = ["BLACK", "BLUE", "RED", "YELLOW"];
