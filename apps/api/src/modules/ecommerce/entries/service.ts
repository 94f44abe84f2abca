import type { Clock } from "@park/domain/dates.ts";
import { QUOTE_STATE } from "@park/domain/quote/quote-states.ts";
import { isVisitCode, normalizeVisitCode } from "@park/domain/quote/visit-code.ts";
import {
  unknownVehicleOptions,
  type VehicleEntry,
  type VehicleEntryDto,
  vehicleEntryProperties,
} from "@park/domain/vehicle-entry.ts";
import { AppError, invalidFields } from "../../../http/app-error.ts";
import type { VehiclePropertiesService } from "../../catalog/vehicle-properties/service.ts";
import type { QuoteRecord } from "../quotes/quote-record.ts";
import { takenOnUniqueViolation } from "../shared/database-errors.ts";
import type { VehicleEntriesRepository } from "./repository.ts";

export type VehicleEntriesService = ReturnType<typeof createVehicleEntriesService>;

function toDto(quote: QuoteRecord, entry: VehicleEntry & { createdAt: Date }): VehicleEntryDto {
  return {
    visit: { code: quote.code },
    arrivalDate: quote.arrivalDate,
    properties: vehicleEntryProperties(entry),
    createdAt: entry.createdAt.toISOString(),
  };
}

/** Vehicle pre-registration of a paid visit (001 §3-§5), one entry per visit. */
export function createVehicleEntriesService(deps: {
  repository: VehicleEntriesRepository;
  quoteByCode: (code: string) => Promise<QuoteRecord | undefined>;
  vehicleProperties: VehiclePropertiesService;
  clock: Clock;
}) {
  const { repository, vehicleProperties, clock } = deps;

  /** The quote of a visit code as a person types it; 404 quote_not_found when there is none. */
  async function quoteOf(typed: string): Promise<QuoteRecord> {
    const code = normalizeVisitCode(typed);
    const quote = isVisitCode(code) ? await deps.quoteByCode(code) : undefined;
    if (!quote) throw new AppError(404, "quote_not_found");
    return quote;
  }

  /** Every chosen id must be one of the options GET /api/catalog/vehicle/property lists. */
  async function assertKnownOptions(entry: VehicleEntry): Promise<void> {
    const lists = await vehicleProperties.all("es");
    const ids = (options: readonly { id: string }[]) => options.map((o) => o.id);
    const unknown = unknownVehicleOptions(entry, {
      vehicleTypes: ids(lists.vehicleTypes),
      brands: ids(lists.brands),
      colors: ids(lists.colors),
      licenses: ids(lists.licenses),
    });
    if (unknown.length > 0) throw invalidFields(unknown);
  }

  return {
    /** Whether the visit already has its entry, and the entry. */
    async exists(code: string): Promise<{ exists: boolean; entry: VehicleEntryDto | null }> {
      const quote = await quoteOf(code);
      const entry = await repository.byQuote(quote.id);
      return { exists: entry !== undefined, entry: entry ? toDto(quote, entry) : null };
    },

    /**
     * Saves the visit's entry: 404 for an unknown code, 409 visit_not_paid before the payment went
     * through, 400 for an option not in the catalog, 409 entry_exists for a second one.
     */
    async create(code: string, entry: VehicleEntry): Promise<VehicleEntryDto> {
      const quote = await quoteOf(code);
      if (quote.status !== QUOTE_STATE.PAID) throw new AppError(409, "visit_not_paid");
      await assertKnownOptions(entry);
      return toDto(
        quote,
        await takenOnUniqueViolation(
          () => repository.insert(quote.id, entry, clock()),
          () => new AppError(409, "entry_exists"),
        ),
      );
    },
  };
}
