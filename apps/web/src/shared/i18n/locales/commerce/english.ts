import activities from "./activities/en.json";
import cart from "./cart/en.json";
import checkout from "./checkout/en.json";
import counter from "./counter/en.json";
import dateChange from "./dateChange/en.json";
import drawer from "./drawer/en.json";
import lines from "./lines/en.json";
import lodgingMap from "./lodgingMap/en.json";
import order from "./order/en.json";
import promotions from "./promotions/en.json";
import quote from "./quote/en.json";
import vehicleEntry from "./vehicleEntry/en.json";

/** Every commerce namespace in English, as one module: English is fetched whole when first chosen (i18n.ts). */
export const commerceEnglish = {
  activities,
  cart,
  checkout,
  counter,
  dateChange,
  drawer,
  lines,
  lodgingMap,
  order,
  promotions,
  quote,
  vehicleEntry,
};
