import { addCommerceTexts } from "../commerce-texts.ts";
import texts from "../locales/commerce/cart/es.json";

addCommerceTexts("cart", texts);
