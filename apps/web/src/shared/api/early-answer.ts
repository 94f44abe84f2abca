/** Where the head script (app/layout/early-answer.ts) leaves the call it started. */
export const EARLY_ANSWER_GLOBAL = "parkEarlyAnswer";

/** Past this time since the page was opened, an answer the head script got is no longer taken as current. */
const FRESH_FOR_MS = 30_000;

interface EarlyAnswer {
  url: string;
  language: string;
  response: Promise<Response>;
}

/**
 * The answer the head script already asked for, when this call (`url` read in `language`) is that very
 * call and the page has written nothing since; given once. Anything else that could make it out of date
 * throws it away: a write, the same address asked otherwise (another language, an abort signal of its
 * own), the page's first half minute gone. A failed early call fails this one as a fetch would.
 */
export function takeEarlyAnswer(
  url: string,
  { reads, language }: { reads: boolean; language: string },
): Promise<Response> | null {
  const holder = window as unknown as Record<string, EarlyAnswer | undefined>;
  const early = holder[EARLY_ANSWER_GLOBAL];
  if (early === undefined) return null;
  const fresh = performance.now() <= FRESH_FOR_MS;
  const taken = fresh && reads && early.url === url && early.language === language;
  if (taken || !fresh || !reads || early.url === url) holder[EARLY_ANSWER_GLOBAL] = undefined;
  return taken ? early.response : null;
}
