import activitiesEn from "../src/shared/i18n/locales/commerce/activities/en.json";
import activitiesEs from "../src/shared/i18n/locales/commerce/activities/es.json";
import cartEn from "../src/shared/i18n/locales/commerce/cart/en.json";
import cartEs from "../src/shared/i18n/locales/commerce/cart/es.json";
import checkoutEn from "../src/shared/i18n/locales/commerce/checkout/en.json";
import checkoutEs from "../src/shared/i18n/locales/commerce/checkout/es.json";
import counterEn from "../src/shared/i18n/locales/commerce/counter/en.json";
import counterEs from "../src/shared/i18n/locales/commerce/counter/es.json";
import dateChangeEn from "../src/shared/i18n/locales/commerce/dateChange/en.json";
import dateChangeEs from "../src/shared/i18n/locales/commerce/dateChange/es.json";
import drawerEn from "../src/shared/i18n/locales/commerce/drawer/en.json";
import drawerEs from "../src/shared/i18n/locales/commerce/drawer/es.json";
import lodgingMapEn from "../src/shared/i18n/locales/commerce/lodgingMap/en.json";
import lodgingMapEs from "../src/shared/i18n/locales/commerce/lodgingMap/es.json";
import orderEn from "../src/shared/i18n/locales/commerce/order/en.json";
import orderEs from "../src/shared/i18n/locales/commerce/order/es.json";
import promotionsEn from "../src/shared/i18n/locales/commerce/promotions/en.json";
import promotionsEs from "../src/shared/i18n/locales/commerce/promotions/es.json";
import quoteEn from "../src/shared/i18n/locales/commerce/quote/en.json";
import quoteEs from "../src/shared/i18n/locales/commerce/quote/es.json";
import vehicleEntryEn from "../src/shared/i18n/locales/commerce/vehicleEntry/en.json";
import vehicleEntryEs from "../src/shared/i18n/locales/commerce/vehicleEntry/es.json";

/** Every commerce namespace, typed as its files are (the app loads each with its code: commerce-texts.ts). */
export const commerceEs = {
  quote: quoteEs,
  drawer: drawerEs,
  cart: cartEs,
  lodgingMap: lodgingMapEs,
  counter: counterEs,
  checkout: checkoutEs,
  order: orderEs,
  vehicleEntry: vehicleEntryEs,
  dateChange: dateChangeEs,
  promotions: promotionsEs,
  activities: activitiesEs,
};

export const commerceEn: typeof commerceEs = {
  quote: quoteEn,
  drawer: drawerEn,
  cart: cartEn,
  lodgingMap: lodgingMapEn,
  counter: counterEn,
  checkout: checkoutEn,
  order: orderEn,
  vehicleEntry: vehicleEntryEn,
  dateChange: dateChangeEn,
  promotions: promotionsEn,
  activities: activitiesEn,
};
