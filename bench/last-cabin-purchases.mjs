import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { mapInBatches, percentile } from "./demo-visits.mjs";
import { expectJson, requestJson } from "./http-json.mjs";
import { holdCabins } from "./last-cabin-race.mjs";

export const BUYERS = 500;
/** Issue 13: p99 under 500 ms on PostgreSQL (PGlite runs one transaction at a time, so it is reported only). */
export const PURCHASE_P99_BUDGET_MS = 500;

/** Nights no other part of the bench books, so every cabin is free before the purchases. */
const VISIT = {
  arrivalDate: "2026-12-14",
  departureDate: "2026-12-15",
  numberOfPersons: 2,
  arrivalTime: "DAY",
  stayType: "CABIN",
};

/** The payment form as the web sends it for a quote it shows (000 §3 Payment data), with the sandbox's Visa. */
export function paymentBody(quote) {
  return {
    shoppingCartId: quote.id,
    cardOwner: "Ana María López",
    zipCode: "22800",
    contact: {
      name: "ana maría",
      lastname: "lópez",
      email: "ana@example.com",
      country: "MX",
      state: "BCN",
      city: "Ensenada",
      phoneNumber: "(646) 123-4567",
    },
    currency: "MXN",
    exchangeRate: 1,
    visitorWantsInfo: false,
    totalAmount: quote.totalAmount,
    paymentMethodId: "pm_card_visa",
  };
}

/** Succeeded charges the sandbox (its state file in the API's DATA_DIR) holds for these quotes. */
function chargesFor(dataDir, quoteIds) {
  const file = join(dataDir, "sandbox-stripe.json");
  if (!existsSync(file)) return [];
  const state = JSON.parse(readFileSync(file, "utf8"));
  return Object.values(state.paymentIntents)
    .map((stored) => stored.object)
    .filter((intent) => quoteIds.has(intent.metadata?.quoteId) && intent.status === "succeeded");
}

/**
 * Issue 13 item 1: 500 visitors pay for the last free cabin at the same moment, through the whole sale (hold,
 * charge at the sandbox, completion). Every cabin but one is held for the night by another quote, then 500
 * quotes of one cabin each (no unit chosen: the sale assigns the free one) send POST /api/ecommerce/payment/
 * at once, each on its own connection. Exactly one may be sold and charged; the others must be refused (409)
 * before any charge. `beforePurchases` runs once everything is ready, just before the 500 posts.
 */
export async function buyLastCabin(baseUrl, dataDir, { beforePurchases } = {}) {
  const { token } = await expectJson(baseUrl, "POST", "/auth/visitor", 200);
  const nights = `startDate=${VISIT.arrivalDate}&endDate=${VISIT.departureDate}&stayType=CABIN`;
  const units = await expectJson(baseUrl, "GET", `/api/ecommerce/reservations/availables/?${nights}`, 200, {
    token,
  });
  if (units.length < 2 || units.some((u) => !u.available)) {
    throw new Error(
      `expected every cabin free on ${VISIT.arrivalDate}, got ${JSON.stringify(units).slice(0, 300)}`,
    );
  }
  const others = units.slice(0, -1).map((u) => u.staying);
  const lastUnit = units.at(-1).staying.name;

  await holdCabins(baseUrl, token, VISIT, others);

  const buyers = await mapInBatches(Array.from({ length: BUYERS }), 8, () =>
    expectJson(baseUrl, "POST", "/api/ecommerce/quotes/", 201, { token, body: { visit: VISIT } }),
  );
  // A profiler or a CPU counter can start here, so the figures leave out the quotes' creation.
  await beforePurchases?.();
  const answers = await Promise.all(
    buyers.map((quote) =>
      requestJson(baseUrl, "POST", "/api/ecommerce/payment/", {
        token,
        body: paymentBody(quote),
        // PGlite runs one transaction at a time: the last of 500 answers after all the others.
        timeoutMs: 180_000,
      }).catch((err) => ({ status: 0, body: String(err), ms: Number.NaN })),
    ),
  );

  const sold = answers.filter((a) => a.status === 200 && a.body?.quote?.status === "PAID");
  const refused = answers.filter((a) => a.status === 409 && typeof a.body?.error === "string");
  const other = answers.filter((a) => !sold.includes(a) && !refused.includes(a));
  const charged = chargesFor(dataDir, new Set(buyers.map((q) => q.id)));
  const problems = [];
  if (sold.length !== 1) problems.push(`${sold.length} purchases succeeded (exactly 1 must)`);
  if (charged.length !== 1)
    problems.push(`${charged.length} charges succeeded at the sandbox (exactly 1 must)`);
  if (other.length > 0) {
    const sample = other[0];
    problems.push(
      `${other.length} answers were neither a sale nor a 409, e.g. ${sample.status} ${JSON.stringify(sample.body).slice(0, 300)}`,
    );
  }
  if (sold.length === 1 && !sold[0].body.quote.cabinNumbers?.some((u) => u.number === lastUnit)) {
    problems.push(
      `the sold quote does not have ${lastUnit}: ${JSON.stringify(sold[0].body.quote.cabinNumbers)}`,
    );
  }

  const latencies = answers.map((a) => a.ms).filter((ms) => Number.isFinite(ms));
  return {
    buyers: BUYERS,
    sold: sold.length,
    charged: charged.length,
    refused: refused.length,
    other: other.length,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    problems,
  };
}

/** The report's table: one row per database. */
export function purchaseSection(purchases) {
  const rows = purchases.map(({ databaseKind, result }) => {
    const over = [
      result.sold !== 1 && "not exactly one sale",
      result.charged !== 1 && "not exactly one charge",
      result.other > 0 && "unexpected answers",
      databaseKind === "PostgreSQL" && result.p99 >= PURCHASE_P99_BUDGET_MS && "p99",
    ].filter(Boolean);
    const budget = databaseKind === "PostgreSQL" ? `1 and 1, p99 < ${PURCHASE_P99_BUDGET_MS} ms` : "1 and 1";
    return `| ${databaseKind} | ${result.sold} | ${result.charged} | ${result.refused} | ${result.other} | ${Math.round(result.p50)} ms | ${Math.round(result.p99)} ms | ${budget} | ${over.length ? `over: ${over.join(", ")}` : "ok"} |`;
  });
  return [
    `### ${BUYERS} simultaneous purchases of the last free cabin (through the payment sandbox)`,
    "",
    "| database | sold | charged | refused (409) | other | p50 | p99 | budget | result |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
  ].join("\n");
}
