import { COMMERCE_VISIT } from "./demo-visits.mjs";
import { expectJson } from "./http-json.mjs";
import { paymentBody } from "./last-cabin-purchases.mjs";
import { COMMERCE_PAGES } from "./web-initial-js.mjs";

/**
 * The keys the web keeps its visitor and quote under (apps/web: shared/api/visitor-token.ts and
 * features/quote/quote-presence.ts). Without a quote there the cart and the payment page send the visitor
 * home, so Lighthouse would measure the homepage.
 */
const VISITOR_TOKEN_KEY = "park.visitor.token";
const QUOTE_ID_KEY = "park.quote.id";
const DEPARTURE_KEY = "park.quote.departureDate";

/**
 * The commerce pages of issue 33 as a visitor meets them, in the shape measureLighthouse takes: `open()`,
 * called just before a page's runs, makes what the page shows through the API and answers the URL to open,
 * the localStorage the browser starts with, and `proof`, the API call that answers 200 only when the page
 * loaded its quote or order. One visitor makes them all (POST /auth/visitor is limited to 20 a minute).
 */
export function commercePages(baseUrl) {
  let visitor = null;
  const visitorOnce = () => {
    visitor ??= expectJson(baseUrl, "POST", "/auth/visitor", 200);
    return visitor;
  };
  // The token as the web keeps it: with the local time it stops being accepted.
  const tokenItem = ({ token, expiresIn }) => ({
    [VISITOR_TOKEN_KEY]: JSON.stringify({ token, expiresAt: Date.now() + expiresIn * 1000 }),
  });
  const newQuote = async () => {
    const { token } = await visitorOnce();
    return expectJson(baseUrl, "POST", "/api/ecommerce/quotes/", 201, {
      token,
      body: { visit: COMMERCE_VISIT },
    });
  };
  // What the quote store keeps once the server has the quote (quote-store.ts persist): its id and departure.
  const withQuote = async (path) => {
    const quote = await newQuote();
    return {
      url: path,
      storage: {
        ...tokenItem(await visitorOnce()),
        [QUOTE_ID_KEY]: quote.id,
        [DEPARTURE_KEY]: quote.visit.departureDate,
      },
      proof: `/api/ecommerce/quotes/${quote.id}`,
    };
  };
  const opens = {
    "/cart": () => withQuote("/cart"),
    "/checkout/contact-payment": () => withQuote("/checkout/contact-payment"),
    // Paid as the payment page pays (the sandbox's Visa), then opened as the web opens it after paying: the
    // quote's keys cleared, the visitor's token kept.
    "/order/{code}": async () => {
      const quote = await newQuote();
      const visitorToken = await visitorOnce();
      const { quote: order } = await expectJson(baseUrl, "POST", "/api/ecommerce/payment/", 200, {
        token: visitorToken.token,
        body: paymentBody(quote),
      });
      if (order.status !== "PAID") throw new Error(`the payment left quote ${quote.id} ${order.status}`);
      return {
        url: `/order/${order.code}`,
        storage: tokenItem(visitorToken),
        proof: `/api/ecommerce/payment/quotes/code/${order.code}`,
      };
    },
  };
  return COMMERCE_PAGES.map((path) => ({ path, open: opens[path] }));
}
