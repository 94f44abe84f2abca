import { ARRIVAL_WINDOWS, type Language, LODGING_KINDS } from "@park/domain/constants.ts";
import { formatClock, type IsoDate } from "@park/domain/dates.ts";
import { formatMoney } from "@park/domain/money.ts";
import { ITEM_NAMES, isActivityItemKey, LODGING_ITEM_KEY } from "@park/domain/pricing/item-keys.ts";
import { isLodgingStay } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto, QuoteItemDto } from "@park/domain/quote/quote-dto.ts";
import type { SummaryDocument, SummaryRow } from "../../../infra/pdf/summary-pdf.ts";
import { type Catalogue, fill, textsOf } from "../../../texts/texts.ts";

const LOCALES: Record<Language, string> = { es: "es-MX", en: "en-US" };

function text(key: keyof Catalogue["summary"], language: Language): string {
  return textsOf(language).summary[key];
}

/** "sábado, 5 de diciembre de 2026" / "Saturday, December 5, 2026": a calendar date, whatever the server's zone. */
function longDate(date: IsoDate, language: Language): string {
  const formatted = new Intl.DateTimeFormat(LOCALES[language], {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
  return formatted.charAt(0).toUpperCase() + formatted.slice(1);
}

function row(item: QuoteItemDto): SummaryRow {
  const hours = item.hours === null ? "" : ` x ${item.hours} h`;
  return {
    label: item.name,
    detail: `${item.quantity} x ${formatMoney(item.price)}${hours}`,
    amount: formatMoney(item.totalAmount),
  };
}

function visitFacts(quote: QuoteDto, language: Language, withStay: boolean): SummaryDocument["facts"] {
  const { visit } = quote;
  const window = ARRIVAL_WINDOWS[visit.arrivalTime];
  const lodging = isLodgingStay(visit.stayType);
  const facts = [
    { label: text("visitCode", language), value: quote.code },
    { label: text("status", language), value: textsOf(language).quoteStatus[quote.status] },
  ];
  if (withStay)
    facts.push({ label: text("stayType", language), value: textsOf(language).stayType[visit.stayType] });
  facts.push(
    {
      label: text("arrival", language),
      value: `${longDate(visit.arrivalDate, language)}, ${formatClock(window.from)} - ${formatClock(window.to)}`,
    },
    {
      label: text("departure", language),
      value: `${longDate(visit.departureDate, language)}, ${text(lodging ? "beforeNoon" : "beforeSix", language)}`,
    },
  );
  if (visit.numberOfDays > 0)
    facts.push({ label: text("nights", language), value: String(visit.numberOfDays) });
  facts.push({ label: text("visitors", language), value: String(visit.numberOfPersons) });
  return facts;
}

export function lodgingLines(quote: QuoteDto, language: Language): string[] {
  const numbers = {
    CABIN: quote.cabinNumbers,
    TIPI: quote.tipiNumbers,
    LAKE_VILLAGE: quote.lakeVillageNumbers,
    SUPERIOR_CABIN: quote.superiorCabinNumbers,
  };
  const lines = LODGING_KINDS.filter((kind) => numbers[kind].length > 0).map(
    (kind) =>
      `${ITEM_NAMES[LODGING_ITEM_KEY[kind]][language]}: ${numbers[kind].map((u) => u.number).join(", ")}`,
  );
  return lines.length > 0 ? lines : [text("unitsAtPayment", language)];
}

function visitNotices(quote: QuoteDto, language: Language): string[] {
  const notices: string[] = [];
  if (quote.error) notices.push(quote.error.message);
  if (quote.status !== "PAID") notices.push(text("notPaid", language));
  notices.push(text("entryHours", language));
  if (isLodgingStay(quote.visit.stayType)) notices.push(text("lodgingHours", language));
  const yellow = quote.colors.filter((c) => c.color === "YELLOW").map((c) => c.date);
  if (yellow.length > 0) notices.push(fill(text("yellowDates", language), { dates: yellow.join(", ") }));
  notices.push(text("children", language));
  if (quote.visit.stayType !== "DAY_PASS") notices.push(text("familyOnly", language));
  notices.push(text("redeem", language), text("finalSale", language));
  return notices;
}

/** The visit summary (000 §2 Summary card "print summary"): every line, discount, total, units and notices. */
export function visitSummaryDocument(quote: QuoteDto, qrPng?: Buffer): SummaryDocument {
  const language = quote.language;
  const totals: SummaryDocument["table"]["totals"] = [];
  if (quote.discountAmount > 0) {
    totals.push({ label: text("discount", language), amount: `-${formatMoney(quote.discountAmount)}` });
  }
  totals.push({ label: text("total", language), amount: formatMoney(quote.totalAmount) });
  const sections: SummaryDocument["sections"] = [];
  if (isLodgingStay(quote.visit.stayType)) {
    sections.push({ title: text("lodging", language), lines: lodgingLines(quote, language) });
  }
  sections.push({ title: text("notices", language), lines: visitNotices(quote, language) });
  return {
    lang: LOCALES[language],
    parkName: textsOf(language).brand.name,
    title: text("visitTitle", language),
    facts: visitFacts(quote, language, true),
    table: {
      columns: {
        label: text("item", language),
        detail: text("quantityPrice", language),
        amount: text("amount", language),
      },
      rows: quote.items.map(row),
      empty: quote.error?.message ?? text("noItems", language),
      totals,
    },
    sections,
    qr: qrPng ? { png: qrPng, alt: `${text("qrAlt", language)} ${quote.code}` } : undefined,
  };
}

/** The activities summary: the activity lines of the visit, their total and what each activity requires. */
export function activitiesSummaryDocument(quote: QuoteDto): SummaryDocument {
  const language = quote.language;
  const activities = quote.items.filter((item) => isActivityItemKey(item.product.key));
  const total = activities.reduce((sum, item) => sum + Math.round(item.totalAmount * 100), 0) / 100;
  const requirements = activities.flatMap((item) =>
    isActivityItemKey(item.product.key) ? [textsOf(language).activityRequirements[item.product.key]] : [],
  );
  return {
    lang: LOCALES[language],
    parkName: textsOf(language).brand.name,
    title: text("activitiesTitle", language),
    facts: visitFacts(quote, language, false),
    table: {
      columns: {
        label: text("item", language),
        detail: text("quantityPrice", language),
        amount: text("amount", language),
      },
      rows: activities.map(row),
      empty: text("noActivities", language),
      totals: [{ label: text("activitiesTotal", language), amount: formatMoney(total) }],
    },
    sections: requirements.length > 0 ? [{ title: text("requirements", language), lines: requirements }] : [],
  };
}

export function summaryFileName(quote: QuoteDto, kind: "visit" | "activities"): string {
  const prefix = text(kind === "visit" ? "visitFile" : "activitiesFile", quote.language);
  return `${prefix}-${quote.code}.pdf`;
}
