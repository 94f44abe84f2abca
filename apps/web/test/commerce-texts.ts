import activitiesEs from "../src/shared/i18n/locales/commerce/activities/es.json";
import cartEs from "../src/shared/i18n/locales/commerce/cart/es.json";
import checkoutEs from "../src/shared/i18n/locales/commerce/checkout/es.json";
import counterEs from "../src/shared/i18n/locales/commerce/counter/es.json";
import dateChangeEs from "../src/shared/i18n/locales/commerce/dateChange/es.json";
import drawerEs from "../src/shared/i18n/locales/commerce/drawer/es.json";
import { commerceEnglish } from "../src/shared/i18n/locales/commerce/english.ts";
import linesEs from "../src/shared/i18n/locales/commerce/lines/es.json";
import lodgingMapEs from "../src/shared/i18n/locales/commerce/lodgingMap/es.json";
import orderEs from "../src/shared/i18n/locales/commerce/order/es.json";
import promotionsEs from "../src/shared/i18n/locales/commerce/promotions/es.json";
import quoteEs from "../src/shared/i18n/locales/commerce/quote/es.json";
import vehicleEntryEs from "../src/shared/i18n/locales/commerce/vehicleEntry/es.json";

/** Every commerce namespace, typed as its files are (the app loads each with its code: commerce-texts.ts). */
export const commerceEs = {
  quote: quoteEs,
  drawer: drawerEs,
  cart: cartEs,
  lines: linesEs,
  lodgingMap: lodgingMapEs,
  counter: counterEs,
  checkout: checkoutEs,
  order: orderEs,
  vehicleEntry: vehicleEntryEs,
  dateChange: dateChangeEs,
  promotions: promotionsEs,
  activities: activitiesEs,
};

export const commerceEn: typeof commerceEs = commerceEnglish;
