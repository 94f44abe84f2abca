/** Business constants of the spec (000 §9, 001 §9). Change them here only. */

export const STAY_TYPES = [
  "DAY_PASS",
  "CAMPING_PASS",
  "CABIN",
  "SUPERIOR_CABIN",
  "LAKE_VILLAGE",
  "TIPI",
] as const;
export type StayType = (typeof STAY_TYPES)[number];

export const LODGING_KINDS = ["CABIN", "TIPI", "LAKE_VILLAGE", "SUPERIOR_CABIN"] as const;
export type LodgingKind = (typeof LODGING_KINDS)[number];

export const ARRIVAL_TIMES = ["DAY", "NIGHT"] as const;
export type ArrivalTime = (typeof ARRIVAL_TIMES)[number];

/** Units of each lodging kind, in the order the park numbers them. */
export const LODGING_UNITS: Record<LodgingKind, readonly string[]> = {
  CABIN: Array.from({ length: 19 }, (_, i) => `C${i + 1}`),
  SUPERIOR_CABIN: ["A", "B", "C", "D", "E", "F", "G"],
  LAKE_VILLAGE: Array.from({ length: 5 }, (_, i) => `V${i + 1}`),
  TIPI: Array.from({ length: 6 }, (_, i) => `T${i + 1}`),
};

export const LODGING_INVENTORY: Record<LodgingKind, number> = {
  CABIN: 19,
  TIPI: 6,
  LAKE_VILLAGE: 5,
  SUPERIOR_CABIN: 7,
};

export const PERSONS_PER_UNIT = 6;
/** Tipi T6 is smaller: it sleeps at most 4 (a warning is shown, the sale is not refused). */
export const SMALL_TIPI = { name: "T6", capacity: 4 } as const;
export const MAX_PERSONS_WITHOUT_LODGING = 99;
export const MIN_PERSONS = 0;

/** Opening hours, 24 h clock in the park's time zone. */
export const HOURS = {
  campgroundEntry: { from: "07:30", to: "23:30" },
  dayPass: { from: "07:30", to: "18:00" },
  campingPass: { from: "18:00", to: "18:00" },
  lodging: { checkIn: "15:00", checkOut: "11:59" },
} as const;

/**
 * Arrival windows. The two documents give two label readings (7pm-6pm / 6pm-12am); we keep
 * DAY 7:30 AM-6:00 PM and NIGHT 6:00 PM-11:30 PM on every screen because they match the entry hours.
 */
export const ARRIVAL_WINDOWS: Record<ArrivalTime, { from: string; to: string }> = {
  DAY: { from: "07:30", to: "18:00" },
  NIGHT: { from: "18:00", to: "23:30" },
};

export const PRICE_COLORS = ["BLACK", "BLUE", "RED", "YELLOW"] as const;
export type PriceColor = (typeof PRICE_COLORS)[number];
/** Discount of each calendar colour against the BLACK (full) tariff, in percent. */
export const COLOR_DISCOUNT_PERCENT: Record<PriceColor, number> = { BLACK: 0, BLUE: 15, RED: 40, YELLOW: 55 };

export const SENIOR_DISCOUNT_PERCENT = 30;
export const GROUP_DISCOUNT_MIN_PERSONS = 100;
export const PROMOTION_CODE_LENGTH = 8;
/** Night canopy sells until 18:00 of the same day (000 §4 Activities). */
export const NIGHT_CANOPY_CUTOFF = "18:00";

export const COUNTER_LIMITS = {
  default: { min: 0, max: 99 },
  activity: { min: 0, max: 99 },
  horseback: { min: 0, max: 12 },
  nightCanopy: { min: 0, max: 50 },
} as const;

/** User-visible timers of the spec, in milliseconds. */
export const DELAYS_MS = {
  counterDebounce: 300,
  payButtonDisable: 400,
  priceRetry: 200,
  promotionBoxRefresh: 500,
  activityInit: 500,
  dateChangeAnalytics: 300,
  remoteActivityCheck: 2000,
  analyticsAddToCart: 5000,
  pendingStays: 1000,
  modalClose: 500,
  message: 5000,
  paymentStatusRetry: 1500,
  dateValidation: 2000,
  homepageTextMove: 10000,
  galleryFade: 500,
  dropdownOpen: 100,
} as const;

export const BREAKPOINTS = { visitDrawer: 1330, mobile: 767 } as const;
export const BANNER_COLLAPSE_PX = 182;
export const PARK_TIME_ZONE = "America/Tijuana";
export const DEFAULT_CURRENCY = { code: "MXN", exchangeRate: 1 } as const;
export const LANGUAGES = ["es", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "es";

export const UPLOAD_MAX_BYTES = 2_097_152;
export const HOLD_MINUTES = 20;
