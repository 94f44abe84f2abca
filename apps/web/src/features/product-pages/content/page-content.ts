/**
 * What one product, lodging or service page says in one language (001 §2 "Product, lodging and service
 * pages"). The page's title is its route title (`pages.<id>` in the locales), shared with the document
 * title and the side menus; everything else a page says is here, written from the spec's facts (001 §9).
 * Each page's words are data, one JSON file per page and language (content/<section>/<slug>.<lang>.json).
 */
export interface PageContent {
  /** Shown at once, above the read more / hide toggle. */
  lead: string;
  /** Paragraphs shown after "read more". */
  more: readonly string[];
  /** Hours, capacities, rules and prices the spec states as facts. Live prices come from the API. */
  facts: readonly PageFact[];
  /** Lodging only: what the unit has (001 §2 services list). */
  services?: readonly string[];
}

export interface PageFact {
  label: string;
  value: string;
}

/**
 * Facts that several pages state word for word (check-in, the families-only rule, pool hours…), written
 * once per language (content/park-facts.<lang>.json) so a rule reads the same on every page.
 */
export interface ParkFacts {
  checkIn: PageFact;
  checkOut: PageFact;
  familiesOnly: PageFact;
  campgroundHours: PageFact;
  poolHours: PageFact;
  includedInAdmission: PageFact;
  childrenAccompanied: PageFact;
  extraActivities: PageFact;
}

/** A page's file as written: a fact of its own, or the name of one of the park's shared facts. */
export interface PageContentFile extends Omit<PageContent, "facts"> {
  facts: readonly (PageFact | keyof ParkFacts)[];
}

/** The page as shown: every shared fact named in its file replaced by the fact itself. */
export function withParkFacts(file: PageContentFile, parkFacts: ParkFacts): PageContent {
  return { ...file, facts: file.facts.map((fact) => (typeof fact === "string" ? parkFacts[fact] : fact)) };
}
