import { CONNECTIONS, load } from "./api-load.mjs";
import { CAMPING_VISIT, mapInBatches } from "./demo-visits.mjs";
import { expectJson } from "./http-json.mjs";

const JSON_HEADERS = { "content-type": "application/json", accept: "application/json" };

/**
 * One quote per connection, as each visitor edits their own: the PUT body is the quote as the API answered
 * it (the web sends it back whole), alternating 2 and 3 persons so every call really changes and re-prices
 * the quote. Both bodies are checked to answer 200 before the load starts. Quote writes need their owner's
 * visitor token; one token owns them all (POST /auth/visitor is limited to 20 a minute).
 */
async function quotesToUpdate(baseUrl, token) {
  const quotes = await mapInBatches(Array.from({ length: CONNECTIONS }), 8, () =>
    expectJson(baseUrl, "POST", "/api/ecommerce/quotes/", 201, { token, body: { visit: CAMPING_VISIT } }),
  );
  return Promise.all(
    quotes.map(async (quote) => {
      const bodies = [3, 2].map((numberOfPersons) => ({
        ...quote,
        visit: { ...quote.visit, numberOfPersons },
      }));
      for (const body of bodies) {
        const answer = await expectJson(baseUrl, "PUT", `/api/ecommerce/quotes/${quote.id}`, 200, {
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

/** The two baselines and the two budgeted API routes, one after the other so they do not share the CPU. */
export async function measureApiRoutes({ apiUrl, httpUrl, fastifyUrl, seconds, onProgress }) {
  const yearPath = "/api/catalog/visit-prices-per-year/2027";
  const year = await expectJson(apiUrl, "GET", yearPath, 200);
  if (!Array.isArray(year) || year.length === 0) {
    throw new Error(`${yearPath} answered no priced dates: ${JSON.stringify(year).slice(0, 300)}`);
  }
  const { token } = await expectJson(apiUrl, "POST", "/auth/visitor", 200);
  const quotes = await quotesToUpdate(apiUrl, token);
  let nextQuote = 0;

  const runs = [
    { key: "http", title: "bare node:http JSON route", url: httpUrl },
    { key: "fastify", title: "bare Fastify JSON route", url: fastifyUrl },
    { key: "year", title: `GET ${yearPath}`, url: `${apiUrl}${yearPath}`, budgeted: true },
    {
      key: "quote",
      title: "PUT /api/ecommerce/quotes/{id}",
      url: `${apiUrl}/api/ecommerce/quotes/`,
      method: "PUT",
      budgeted: true,
      setupClient: (client) => {
        const quote = quotes[nextQuote++ % quotes.length];
        client.setRequests(
          quote.bodies.map((body) => ({
            method: "PUT",
            path: `/api/ecommerce/quotes/${quote.id}`,
            headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
            body,
          })),
        );
      },
    },
  ];

  const results = {};
  for (const run of runs) {
    onProgress(`  ${run.title} ...`);
    results[run.key] = { ...(await load({ ...run, seconds })), budgeted: run.budgeted === true };
  }
  return results;
}
