import { openedOnce } from "../../../shared/overlays/opened-once.tsx";
import type { CurrencyModalProps } from "./currency-modal-body.tsx";

/** 000 §4: a card from the USA is charged in US dollars (currency-modal-body.tsx), loaded apart from the page. */
export const CurrencyModal = openedOnce<CurrencyModalProps>(() => import("./currency-modal-body.tsx"));
