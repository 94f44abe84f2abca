import { addCommerceTexts } from "../commerce-texts.ts";
import texts from "../locales/commerce/lodgingMap/es.json";

addCommerceTexts("lodgingMap", texts);
