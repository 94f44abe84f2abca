import { addCommerceTexts } from "../commerce-texts.ts";
import texts from "../locales/commerce/dateChange/es.json";

addCommerceTexts("dateChange", texts);
