import { addCommerceTexts } from "../commerce-texts.ts";
import texts from "../locales/commerce/counter/es.json";

addCommerceTexts("counter", texts);
