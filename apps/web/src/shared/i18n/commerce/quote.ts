import { addCommerceTexts } from "../commerce-texts.ts";
import texts from "../locales/commerce/quote/es.json";

addCommerceTexts("quote", texts);
