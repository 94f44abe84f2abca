import { CATALOG_HEADERS } from "./catalog-reads.mjs";
import { CAMPING_VISIT as VISIT } from "./demo-visits.mjs";
import { expectJson } from "./http-json.mjs";

/** Issue 33 item 2: what each availability read must reach beside its bare twin at 50 connections. */
export const AVAILABILITY_BUDGET = { ratio: 0.4, p99: 25 };

/**
 * The availability reads a cart visitor makes (000 §7), for one visitor's camping quote on demo dates (it
 * holds no lodging, so the last-cabin race and purchases still start with exactly one free cabin): the
 * activity schedule and dates, the free lodging units, the full days and the rentals' unavailable dates.
 * Lodging is asked about for cabins. The rentals call needs the visitor's token; every read sends it, as the
 * web does.
 */
export async function availabilityReads(apiUrl) {
  const { token } = await expectJson(apiUrl, "POST", "/auth/visitor", 200);
  const quote = await expectJson(apiUrl, "POST", "/api/ecommerce/quotes/", 201, {
    token,
    body: { visit: VISIT },
  });
  const { arrivalDate, departureDate, arrivalTime } = VISIT;
  const range = `startDate=${arrivalDate}&endDate=${departureDate}`;
  const paths = [
    `/api/ecommerce/visit-activities/schedule?type=CANOPY_TOUR&date=${arrivalDate}&quantity=2&quoteId=${quote.id}&validation=ECOMMERCE`,
    `/api/ecommerce/visit-activities/dates/available?type=CANOPY_TOUR&arrivalDate=${arrivalDate}&departureDate=${departureDate}&arrivalTime=${arrivalTime}`,
    `/api/ecommerce/reservations/availables/?${range}&stayType=CABIN&quoteId=${quote.id}`,
    `/api/ecommerce/capacities/full?${range}&arrivalTime=${arrivalTime}`,
    `/api/core/rentals/unavailable?${range}&quantity=1&stayType=CABIN&quoteId=${quote.id}`,
  ];
  const headers = { ...CATALOG_HEADERS, authorization: `Bearer ${token}` };
  return paths.map((path) => ({ path, headers }));
}
