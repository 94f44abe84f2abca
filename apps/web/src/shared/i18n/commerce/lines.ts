import { addCommerceTexts } from "../commerce-texts.ts";
import texts from "../locales/commerce/lines/es.json";

/** How a quote's line reads (quantity x price, ATV hours): the cart's, the payment page's and the order's alike. */
addCommerceTexts("lines", texts);
