import { centavosToPesos, pesosToCentavos } from "@park/domain/money.ts";
import { ApiError } from "../../../../shared/api/api-error.ts";

export const PRIMARY_BUTTON =
  "rounded-lg bg-forest-700 px-4 py-2 font-semibold text-white hover:bg-forest-800 disabled:cursor-not-allowed disabled:opacity-60";
export const SECONDARY_BUTTON =
  "rounded-lg border border-stone-400 bg-white px-4 py-2 font-semibold text-stone-900 hover:bg-stone-100 disabled:opacity-60";
export const INPUT =
  "rounded-md border border-stone-400 px-3 py-2 text-stone-900 aria-[invalid=true]:border-red-700";

/** The form's problems from a refused call: each field's message by path, and the message for the rest. */
export type FormErrors = { fields: Record<string, string>; message: string | null };
export const NO_ERRORS: FormErrors = { fields: {}, message: null };

export function formErrors(error: unknown): FormErrors {
  if (error instanceof ApiError) {
    return {
      fields: Object.fromEntries(error.fields.map((field) => [field.path, field.message])),
      message: error.fields.length > 0 ? null : error.message,
    };
  }
  return { fields: {}, message: error instanceof Error ? error.message : String(error) };
}

export function ErrorNote({ message }: { message: string | null }) {
  return message ? (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  ) : null;
}

/** Centavos as the pesos an input shows ("213.50"). */
export function pesosText(centavos: number): string {
  return centavosToPesos(centavos).toFixed(2);
}

/** A typed price in pesos to centavos; undefined unless it is zero or more with up to 2 decimals. */
export function parsePesos(text: string): number | undefined {
  const trimmed = text.trim().replace(/,/g, "");
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return pesosToCentavos(Number(trimmed));
}
