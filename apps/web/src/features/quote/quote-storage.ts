import { ARRIVAL_TIMES, STAY_TYPES } from "@park/domain/constants.ts";
import { isIsoDate } from "@park/domain/dates.ts";
import { PRODUCT_COUNT_KEYS, productCountsSchema } from "@park/domain/pricing/product-counts.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import { z } from "zod/mini";
import { announceQuotePresence, QUOTE_STORAGE_KEYS } from "./quote-presence.ts";

/** What the quote keeps on the device between visits (000 §3: cart id, departure, pending stays, cart-empty flag). */
export interface StoredQuote {
  draft: QuoteDraft | null;
  quoteId: string | null;
  departureDate: string | null;
  pendingStays: string[];
  cartEmpty: boolean;
}

/** Reading and writing the device's storage; tests pass an in-memory one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const isoDate = z.string().check(z.refine(isIsoDate));
const count = z.number().check(z.int(), z.gte(0));

const storedDraftSchema = z.object({
  id: z.nullable(z.string()),
  visit: z.object({
    stayType: z.enum(STAY_TYPES),
    arrivalDate: isoDate,
    departureDate: z.nullable(isoDate),
    arrivalTime: z.nullable(z.enum(ARRIVAL_TIMES)),
    numberOfPersons: count,
  }),
  // The domain's product shape; a stored count must also be a whole number of at least 0 (hours may be fractional).
  products: productCountsSchema.check(
    z.refine((products) =>
      PRODUCT_COUNT_KEYS.every(
        (key) => products[key] >= 0 && (key === "atvHours" || Number.isInteger(products[key])),
      ),
    ),
  ),
  offer3x2: z.boolean(),
  promotionCode: z.nullable(z.string()),
});

const pendingStaysSchema = z.array(z.string());

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Storage may be missing or refuse writes (private windows): the quote then lives for this visit only. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function createQuoteStorage(storage: KeyValueStorage | null) {
  function get(key: string): string | null {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }
  function set(key: string, value: string | null): void {
    try {
      if (value === null) storage?.removeItem(key);
      else storage?.setItem(key, value);
    } catch {
      // Not kept on the device; the quote still works for this visit.
    }
  }

  /** Reads what is stored. A local copy that does not parse is removed (000 §8). */
  function read(): StoredQuote {
    const draftText = get(QUOTE_STORAGE_KEYS.draft);
    let draft: QuoteDraft | null = null;
    if (draftText !== null) {
      const parsed = storedDraftSchema.safeParse(parseJson(draftText));
      if (parsed.success) draft = parsed.data;
      else set(QUOTE_STORAGE_KEYS.draft, null);
    }
    const stays = pendingStaysSchema.safeParse(parseJson(get(QUOTE_STORAGE_KEYS.pendingStays) ?? "[]"));
    const departureDate = get(QUOTE_STORAGE_KEYS.departureDate);
    return {
      draft,
      quoteId: get(QUOTE_STORAGE_KEYS.quoteId) ?? draft?.id ?? null,
      departureDate: departureDate !== null && isIsoDate(departureDate) ? departureDate : null,
      pendingStays: stays.success ? stays.data : [],
      cartEmpty: get(QUOTE_STORAGE_KEYS.cartEmpty) === "true",
    };
  }

  function write(stored: StoredQuote): void {
    set(QUOTE_STORAGE_KEYS.draft, stored.draft === null ? null : JSON.stringify(stored.draft));
    set(QUOTE_STORAGE_KEYS.quoteId, stored.quoteId);
    set(QUOTE_STORAGE_KEYS.departureDate, stored.departureDate);
    set(
      QUOTE_STORAGE_KEYS.pendingStays,
      stored.pendingStays.length > 0 ? JSON.stringify(stored.pendingStays) : null,
    );
    set(QUOTE_STORAGE_KEYS.cartEmpty, stored.cartEmpty ? "true" : null);
    announceQuotePresence();
  }

  /** Clearing the quote empties every stored key (000 §4 Payment, last point). */
  function clear(): void {
    for (const key of Object.values(QUOTE_STORAGE_KEYS)) set(key, null);
    announceQuotePresence();
  }

  return { read, write, clear };
}

export type QuoteStorage = ReturnType<typeof createQuoteStorage>;
