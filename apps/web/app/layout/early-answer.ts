import { DEFAULT_LANGUAGE, LANGUAGES } from "@park/domain/constants.ts";
import { visitCodeQrPath } from "@park/domain/quote/visit-code.ts";
import { QUOTE_STORAGE_KEYS } from "../../src/features/quote/quote-presence.ts";
import { EARLY_ANSWER_GLOBAL } from "../../src/shared/api/early-answer.ts";
import { LANGUAGE_STORAGE_KEY } from "../../src/shared/i18n/language.ts";

/**
 * The cart and the payment page show nothing of use before their quote, the order page before its order.
 * On a phone their call waited for the HTML, then the modules, then the route's own modules (decision 0057):
 * this script in <head> starts it as the HTML arrives, beside those downloads, exactly as http.ts would send
 * it (the same address, Accept and Accept-Language, no token: both reads are anonymous), and http.ts hands
 * the answer to the page's first identical call (src/shared/api/early-answer.ts). On the order page, once the
 * order has answered (so the stylesheet and the modules had the line first), it also asks for the visit code's
 * QR, the page's largest picture, at the address the page draws it from (the code as normalizeVisitCode reads
 * it): the image is in the browser's cache when the order is drawn. The language mirrors
 * restoreStoredLanguage (language.ts): a valid `?lang=`, else the stored one, else Spanish. The API allows
 * the script by its hash, as it does the others.
 */
export const EARLY_ANSWER_SCRIPT = `try{var p=location.pathname,u=null,g=null;if(p==="/cart"||p==="/checkout/contact-payment"){var q=localStorage.getItem(${JSON.stringify(QUOTE_STORAGE_KEYS.quoteId)});if(q)u="/api/ecommerce/quotes/"+encodeURIComponent(q)}else if(/^\\/order\\/[^/]+$/.test(p)){var c=decodeURIComponent(p.slice(7));u="/api/ecommerce/payment/quotes/code/"+encodeURIComponent(c);g=${JSON.stringify(visitCodeQrPath("CODE"))}.replace("CODE",encodeURIComponent(c.trim().toUpperCase()))}if(u){var a=${JSON.stringify(LANGUAGES)},n=new URLSearchParams(location.search).get("lang"),l=a.indexOf(n)>=0?n:localStorage.getItem(${JSON.stringify(LANGUAGE_STORAGE_KEY)});if(a.indexOf(l)<0)l=${JSON.stringify(DEFAULT_LANGUAGE)};var r=fetch(u,{headers:{Accept:"application/json","Accept-Language":l}});window[${JSON.stringify(EARLY_ANSWER_GLOBAL)}]={url:u,language:l,response:r};if(g)r.then(function(){new Image().src=g},function(){})}}catch(e){}`;
