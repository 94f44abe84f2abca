import { CABIN_VISIT, mapInBatches, percentile } from "./demo-visits.mjs";
import { expectJson, requestJson } from "./http-json.mjs";

export const RACERS = 200;
export const RACE_P99_BUDGET_MS = 1000;
const LAST_UNIT = "C19";
const REFUSAL_MESSAGE_ES = "Alguno de los hospedajes no está disponible";

const nights = `startDate=${CABIN_VISIT.arrivalDate}&endDate=${CABIN_VISIT.departureDate}`;

async function cabins(baseUrl, token) {
  return expectJson(baseUrl, "GET", `/api/ecommerce/reservations/availables/?${nights}&stayType=CABIN`, 200, {
    token,
  });
}

function countStatuses(answers) {
  const counts = new Map();
  for (const a of answers) counts.set(a.status, (counts.get(a.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${status}x${count}`).join(" ");
}

/** One quote of `visit` that holds the cabins `stayings`, so that only the others stay free for a race. */
export async function holdCabins(baseUrl, token, visit, stayings) {
  const holder = await expectJson(baseUrl, "POST", "/api/ecommerce/quotes/", 201, { token, body: { visit } });
  await expectJson(baseUrl, "PUT", `/api/ecommerce/quotes/${holder.id}`, 200, {
    token,
    body: { ...holder, products: { ...holder.products, cabins: stayings.length } },
  });
  await expectJson(baseUrl, "PUT", "/api/ecommerce/reservations/", 200, {
    token,
    body: { quoteId: holder.id, stayIds: stayings.map((s) => s.id) },
  });
}

/**
 * DESIGN.md §8: 200 visitors want the last free cabin at the same moment. One quote first holds C1-C18 for
 * the nights, then 200 quotes of one cabin each send PUT /api/ecommerce/reservations/ for C19 at once.
 * Exactly one may get it; the others must get 409 can_not_save_reservation with the spec's message.
 * One visitor token serves every call (POST /auth/visitor is limited to 20 a minute).
 */
export async function raceForLastCabin(baseUrl) {
  const { token } = await expectJson(baseUrl, "POST", "/auth/visitor", 200);

  const units = await cabins(baseUrl, token);
  const idOf = new Map(units.map((u) => [u.staying.name, u.staying.id]));
  if (units.length !== 19 || units.some((u) => !u.available) || !idOf.has(LAST_UNIT)) {
    throw new Error(`expected 19 free cabins before the race, got ${JSON.stringify(units)}`);
  }

  const others = units.map((u) => u.staying).filter((s) => s.name !== LAST_UNIT);
  await holdCabins(baseUrl, token, CABIN_VISIT, others);
  const free = (await cabins(baseUrl, token)).filter((u) => u.available).map((u) => u.staying.name);
  if (free.length !== 1 || free[0] !== LAST_UNIT) {
    throw new Error(`expected only ${LAST_UNIT} free after holding the others, got ${free.join(", ")}`);
  }

  const racers = await mapInBatches(Array.from({ length: RACERS }), 8, () =>
    expectJson(baseUrl, "POST", "/api/ecommerce/quotes/", 201, { token, body: { visit: CABIN_VISIT } }),
  );

  // Every call is created in the same tick, each on its own connection, so they reach the server together.
  const answers = await Promise.all(
    racers.map((quote) =>
      requestJson(baseUrl, "PUT", "/api/ecommerce/reservations/", {
        token,
        body: { quoteId: quote.id, stayIds: [idOf.get(LAST_UNIT)] },
      }),
    ),
  );

  const won = answers.filter((a) => a.status === 200);
  const refused = answers.filter(
    (a) =>
      a.status === 409 &&
      a.body?.error === "can_not_save_reservation" &&
      a.body?.message === REFUSAL_MESSAGE_ES &&
      JSON.stringify(a.body?.unavailable) === JSON.stringify([LAST_UNIT]),
  );
  const other = answers.filter((a) => !won.includes(a) && !refused.includes(a));
  const problems = [];
  if (won.length !== 1) problems.push(`${won.length} holds succeeded (exactly 1 must)`);
  if (other.length > 0) {
    const sample = other[0];
    problems.push(
      `${other.length} answers were neither 200 nor the spec's 409, e.g. ${sample.status} ${JSON.stringify(sample.body).slice(0, 300)}`,
    );
  }
  if (won.length === 1) {
    const winner = won[0].body;
    if (!winner.cabinNumbers?.some((u) => u.number === LAST_UNIT)) {
      problems.push(`the winning quote does not show ${LAST_UNIT}: ${JSON.stringify(winner.cabinNumbers)}`);
    }
    const stillFree = (await cabins(baseUrl, token)).filter((u) => u.available);
    if (stillFree.length !== 0) {
      problems.push(
        `after the race these cabins are free: ${stillFree.map((u) => u.staying.name).join(", ")}`,
      );
    }
  }

  const latencies = answers.map((a) => a.ms);
  return {
    unit: LAST_UNIT,
    racers: RACERS,
    succeeded: won.length,
    refused: refused.length,
    other: other.length,
    statuses: countStatuses(answers),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: Math.max(...latencies),
    problems,
  };
}
