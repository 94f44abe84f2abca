import { addCommerceTexts } from "../commerce-texts.ts";
import texts from "../locales/commerce/drawer/es.json";

addCommerceTexts("drawer", texts);
