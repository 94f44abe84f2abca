import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { vi } from "vitest";
import { contractQuote } from "../../../test/api-contract.ts";
import { type CommerceFakeOptions, fakeCommerceApi } from "../../../test/commerce-fake-api.ts";
import type { ProposedVisit } from "./api/promotions-api.ts";

/** A special code the fake server knows: the visit it needs and what it saves each person, in pesos. */
export interface FakeCode {
  id: string;
  visit: ProposedVisit;
  savedPerPerson: number;
}

export interface PromotionsFakeOptions extends CommerceFakeOptions {
  quote: QuoteDto;
  codes?: Record<string, FakeCode>;
  /** Unknown codes answered 404 before the guessing limit answers 429. */
  guessLimit?: number;
  /** What the 3x2 saves each person when on. */
  saved3x2PerPerson?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/**
 * The cart's fake API (commerce-fake-api.ts) plus the special-code calls as the API answers them: a code
 * is matched ignoring case; one saving nothing answers 409 promotion_no_saving; other dates or arrival
 * time answer 409 promotion_moves_visit with the visit and its totals;
 * an applied code and the 3x2 exclude each other; a PUT that changes the dates or time, or turns the 3x2
 * on, drops the code; the discount is the persons times what the promotion saves each.
 */
export function fakePromotionsApi(options: PromotionsFakeOptions) {
  const commerce = fakeCommerceApi(options);
  const inner = commerce.fetchMock;
  const codes = options.codes ?? {};
  const given = options.quote.promotion;
  let applied: { id: string; code: string; savedPerPerson: number } | null = given && {
    id: given.id,
    code: given.code,
    savedPerPerson: options.quote.discountAmount / options.quote.visit.numberOfPersons,
  };
  let offer3x2 = options.quote.offer3x2;
  let guesses = 0;

  const dress = (quote: QuoteDto): QuoteDto => {
    const persons = quote.visit.numberOfPersons;
    const saved = applied?.savedPerPerson ?? (offer3x2 ? (options.saved3x2PerPerson ?? 0) : 0);
    const subtotal = quote.items.reduce((sum, item) => sum + item.totalAmount, 0);
    const discountAmount = persons * saved;
    return contractQuote({
      ...quote,
      offer3x2,
      promotion: applied && { id: applied.id, code: applied.code, pricePerDay: 150, pricePerNight: 150 },
      discountAmount,
      totalAmount: subtotal - discountAmount,
      pendingAmount: subtotal - discountAmount,
    });
  };
  const serverQuote = async (): Promise<QuoteDto> =>
    (await (await inner(`/api/ecommerce/quotes/${options.quote.id}`)).json()) as QuoteDto;

  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), "http://park.test");
    const method = init?.method ?? "GET";
    const apply = url.pathname.match(/^\/api\/ecommerce\/promotions\/apply\/([^/]+)$/);
    if (apply) {
      commerce.calls.push({ method, path: url.pathname, query: url.searchParams, body: undefined });
      const quote = await serverQuote();
      if (method === "DELETE") {
        if (applied === null || applied.id !== apply[1]) {
          return json(
            { error: "promotion_not_applied", message: "Esta promoción no está aplicada a tu visita" },
            404,
          );
        }
        applied = null;
        return json(dress(quote));
      }
      const code = decodeURIComponent(apply[1] ?? "").toUpperCase();
      if (guesses >= (options.guessLimit ?? Number.POSITIVE_INFINITY)) {
        return json({ error: "too_many_code_attempts", message: "Demasiados intentos" }, 429);
      }
      const known = codes[code];
      if (!known) {
        guesses += 1;
        return json({ error: "code_not_found", message: "El código no existe" }, 404);
      }
      if (offer3x2) return json({ error: "promotion_with_3x2", message: "Cancela la promoción 3x2" }, 409);
      // A code never makes a visit dearer (issue 30): one that saves nothing is refused.
      if (known.savedPerPerson <= 0) {
        return json(
          {
            error: "promotion_no_saving",
            message: "Este código no baja el precio de tu visita, por eso no se aplicó.",
          },
          409,
        );
      }
      const { arrivalDate, departureDate, arrivalTime } = quote.visit;
      const sameVisit =
        arrivalDate === known.visit.arrivalDate &&
        departureDate === known.visit.departureDate &&
        arrivalTime === known.visit.arrivalTime;
      if (!sameVisit) {
        return json(
          {
            error: "promotion_moves_visit",
            message:
              "Este código es para otras fechas u otro horario de llegada; cambia tu visita para usarlo",
            visit: known.visit,
            totals: {
              before: quote.totalAmount,
              after: quote.totalAmount - known.savedPerPerson * quote.visit.numberOfPersons,
            },
            // A promotion of its own dates only: the visit must be exactly `known.visit`.
            promotion: {
              id: known.id,
              startDate: known.visit.arrivalDate,
              endDate: known.visit.departureDate,
              arrivalTime: known.visit.arrivalTime,
              datesValidityOnly: false,
            },
          },
          409,
        );
      }
      applied = { id: known.id, code, savedPerPerson: known.savedPerPerson };
      return json(dress(quote));
    }

    const before = url.pathname === `/api/ecommerce/quotes/${options.quote.id}` ? await serverQuote() : null;
    const response = await inner(input, init);
    if (before === null || !response.ok) return response;
    const answer = (await response.json()) as QuoteDto;
    if (method === "PUT") {
      const sent = JSON.parse(String(init?.body)) as { offer3x2: boolean };
      const moved =
        answer.visit.arrivalDate !== before.visit.arrivalDate ||
        answer.visit.departureDate !== before.visit.departureDate ||
        answer.visit.arrivalTime !== before.visit.arrivalTime;
      offer3x2 = sent.offer3x2;
      if (moved || offer3x2) applied = null;
    }
    return json(dress(answer));
  });
  vi.stubGlobal("fetch", fetchMock);
  return commerce;
}
