import type { ProductText } from "../product-page-texts.ts";

/**
 * Prices the side menus show next to a page's name, as the spec states them (001 §2 Side menus, 001 §9
 * "Sidebar"): plain amounts with no currency. Live prices (activities, admission) come from the API.
 */
export const MENU_PRICES: Readonly<Record<string, { amount: string; unit: ProductText }>> = {
  "product.earth.camping": { amount: "200", unit: "perPerson" },
  "product.earth.atv-track": { amount: "200", unit: "perPerson" },
  "lodging.camping": { amount: "200", unit: "perPerson" },
  "lodging.cabins.ecotouristic": { amount: "2000", unit: "perCabin" },
  "lodging.cabins.lake": { amount: "2000", unit: "perCabin" },
  "lodging.cabins.superior": { amount: "650", unit: "perCabin" },
  "lodging.indian-village": { amount: "650", unit: "perTeepee" },
  "services.restaurant": { amount: "200", unit: "perPerson" },
  "services.grocery": { amount: "200", unit: "perPerson" },
};
