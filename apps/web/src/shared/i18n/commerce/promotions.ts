import { addCommerceTexts } from "../commerce-texts.ts";
import texts from "../locales/commerce/promotions/es.json";

addCommerceTexts("promotions", texts);
