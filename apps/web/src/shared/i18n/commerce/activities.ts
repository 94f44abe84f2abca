import { addCommerceTexts } from "../commerce-texts.ts";
import texts from "../locales/commerce/activities/es.json";

addCommerceTexts("activities", texts);
