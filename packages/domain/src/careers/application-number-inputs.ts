/**
 * How the application's number inputs read what is typed (001 §5). Each returns the value kept in the form
 * (null when nothing usable was typed); the schema checks the bounds.
 */

/** Height in metres: digits and dot only ("1,75 m" -> 1.75). */
export function readHeight(typed: string): number | null {
  const kept = typed.replace(/[^\d.]/g, "");
  const value = Number.parseFloat(kept);
  return Number.isFinite(value) ? value : null;
}

/** Weight in kilograms: at most 7 characters, capped to 0..999.99. */
export function readWeight(typed: string): number | null {
  const value = Number.parseFloat(typed.replace(/[^\d.]/g, "").slice(0, 7));
  if (!Number.isFinite(value)) return null;
  return Math.min(Math.max(value, 0), 999.99);
}

/** Last grade point average: at most 6 characters, 'e' and '-' refused, above 100 becomes 100. */
export function readGradePointAverage(typed: string): number | null {
  const kept = typed.replace(/[eE-]/g, "").slice(0, 6);
  const value = Number.parseFloat(kept);
  if (!Number.isFinite(value) || value < 0) return null;
  return Math.min(value, 100);
}

/** A whole number of at most `maxDigits` digits (English percentage 3, counts 2, years 3). */
export function readWholeNumber(typed: string, maxDigits: number): number | null {
  const digits = typed.replace(/\D/g, "").slice(0, maxDigits);
  return digits === "" ? null : Number(digits);
}

/**
 * A weekly salary as typed in pesos ("$1,500.50 MXN") into centavos; an invalid or negative value becomes
 * empty (001 §5).
 */
export function readSalaryCentavos(typed: string): number | null {
  if (typed.trim().startsWith("-")) return null;
  const kept = typed.replace(/[^\d.]/g, "");
  if (!/^\d+(\.\d{0,2})?$/.test(kept)) return null;
  return Math.round(Number.parseFloat(kept) * 100);
}

const pesos = new Intl.NumberFormat("es-MX", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A salary shown as pesos with thousands separators and the MXN suffix: 150050 -> "$1,500.50 MXN". */
export function formatSalary(centavos: number | null): string {
  return centavos === null ? "" : `$${pesos.format(centavos / 100)} MXN`;
}
