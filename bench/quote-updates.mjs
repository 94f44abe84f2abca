import { CONNECTIONS, loadSideBySide } from "./api-load.mjs";
import { CAMPING_VISIT, mapInBatches } from "./demo-visits.mjs";
import { expectJson } from "./http-json.mjs";

export const QUOTE_UPDATE_BUDGET = { ratio: 0.5, p99: 25 };
const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

/**
 * One quote per connection, as each visitor edits their own: the PUT body is the quote as the API answered
 * it (the web sends it back whole), alternating 2 and 3 persons so every call really changes and re-prices
 * the quote. Both bodies are checked to answer 200 before the load starts. Quote writes need their owner's
 * visitor token; one token owns them all (POST /auth/visitor is limited to 20 a minute).
 */
async function quotesToUpdate(apiUrl, token) {
  const quotes = await mapInBatches(Array.from({ length: CONNECTIONS }), 8, () =>
    expectJson(apiUrl, "POST", "/api/ecommerce/quotes/", 201, { token, body: { visit: CAMPING_VISIT } }),
  );
  return Promise.all(
    quotes.map(async (quote) => {
      const bodies = [3, 2].map((numberOfPersons) => ({
        ...quote,
        visit: { ...quote.visit, numberOfPersons },
      }));
      for (const body of bodies) {
        const answer = await expectJson(apiUrl, "PUT", `/api/ecommerce/quotes/${quote.id}`, 200, {
          token,
          body,
        });
        if (answer.visit.numberOfPersons !== body.visit.numberOfPersons || answer.totalAmount <= 0) {
          throw new Error(`PUT /api/ecommerce/quotes/${quote.id} did not update: ${JSON.stringify(answer)}`);
        }
      }
      return { id: quote.id, bodies: bodies.map((b) => JSON.stringify(b)) };
    }),
  );
}

/** Gives each autocannon connection its own quote (or row) and its two alternating bodies. */
function onePerConnection(quotes, pathOf, headers) {
  let next = 0;
  return (client) => {
    const index = next++ % quotes.length;
    client.setRequests(
      quotes[index].bodies.map((body) => ({
        method: "PUT",
        path: pathOf(quotes[index], index),
        headers,
        body,
      })),
    );
  };
}

/**
 * PUT /api/ecommerce/quotes/{id} under load, taking turns with its bare twin (bare-update-server.mjs on the
 * same kind of database) sent the same bodies, one row per connection.
 */
export async function measureQuoteUpdates({ apiUrl, bareUrl, databaseKind, seconds, onProgress }) {
  const { token } = await expectJson(apiUrl, "POST", "/auth/visitor", 200);
  const quotes = await quotesToUpdate(apiUrl, token);
  onProgress(`  PUT /api/ecommerce/quotes/{id} on ${databaseKind} and its bare twin ...`);
  const [target, bare] = await loadSideBySide(
    [
      {
        title: `PUT /api/ecommerce/quotes/{id} (${databaseKind})`,
        url: apiUrl,
        method: "PUT",
        setupClient: onePerConnection(quotes, (quote) => `/api/ecommerce/quotes/${quote.id}`, {
          ...JSON_HEADERS,
          authorization: `Bearer ${token}`,
        }),
      },
      {
        title: `bare Fastify UPDATE ... RETURNING (${databaseKind})`,
        url: bareUrl,
        method: "PUT",
        setupClient: onePerConnection(quotes, (_quote, index) => `/rows/${index + 1}`, JSON_HEADERS),
      },
    ],
    seconds,
    // One slice each: at 50 connections on a busy machine an update may take seconds, and the calls cut off
    // at the end of a slice would still queue on the database at the start of the next.
    1,
  );
  return {
    title: `PUT /api/ecommerce/quotes/{id} (${databaseKind})`,
    detail: "vs one UPDATE ... RETURNING",
    budget: QUOTE_UPDATE_BUDGET,
    target,
    bare,
  };
}
