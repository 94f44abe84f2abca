import { centavosToPesos, pesosToCentavos } from "@park/domain/money.ts";
import { ApiError } from "../../../../shared/api/api-error.ts";

/** A refused call as a form shows it: each field's message by path, and the message for the rest. */
export function formErrors(error: unknown): { fields: Record<string, string>; message: string | null } {
  if (error instanceof ApiError) {
    return {
      fields: Object.fromEntries(error.fields.map((field) => [field.path, field.message])),
      message: error.fields.length > 0 ? null : error.message,
    };
  }
  return { fields: {}, message: error instanceof Error ? error.message : String(error) };
}

/** A refusal that names no field, above the form's buttons. */
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
