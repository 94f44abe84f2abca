import { addCommerceTexts } from "../commerce-texts.ts";
import texts from "../locales/commerce/order/es.json";

addCommerceTexts("order", texts);
