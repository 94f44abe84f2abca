import { addCommerceTexts } from "../commerce-texts.ts";
import texts from "../locales/commerce/checkout/es.json";

addCommerceTexts("checkout", texts);
