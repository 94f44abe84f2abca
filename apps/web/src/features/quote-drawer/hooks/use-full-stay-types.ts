import type { LodgingKind } from "@park/domain/constants.ts";
import type { IsoDate } from "@park/domain/dates.ts";
import { isFullForNights, nightsIfChosen } from "@park/domain/quote/full-stay-types.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import { useQueries } from "@tanstack/react-query";
import { unavailableLodgingQuery } from "../api/unavailable-lodging.ts";

/**
 * The lodging kinds with no free unit on a night they would be asked for if chosen now (issue 30 item 4),
 * as the server counts them (sold, blocked and held units, by the map or by count; the visit's own
 * holds count as free for it). Empty before the visit has dates, and while the answers are on their way.
 */
export function useFullStayTypes(draft: QuoteDraft | null, today: IsoDate | null): ReadonlySet<LodgingKind> {
  const asked = today === null ? [] : nightsIfChosen(draft, today).filter(({ nights }) => nights.length > 0);
  return useQueries({
    queries: asked.map(({ kind, nights }) =>
      unavailableLodgingQuery({
        startDate: nights[0]!,
        endDate: nights.at(-1)!,
        quantity: 1,
        stayType: kind,
        quoteId: draft?.id ?? null,
      }),
    ),
    combine: (results) =>
      new Set(
        asked
          .filter(({ nights }, i) => {
            const fullNights = results[i]?.data;
            return fullNights !== undefined && isFullForNights(nights, fullNights);
          })
          .map(({ kind }) => kind),
      ),
  });
}
