import { addCommerceTexts } from "../commerce-texts.ts";
import texts from "../locales/commerce/vehicleEntry/es.json";

addCommerceTexts("vehicleEntry", texts);
