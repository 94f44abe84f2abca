import { activityOfItem } from "@park/domain/activities/activity-types.ts";
import type { LodgingKind } from "@park/domain/constants.ts";
import {
  ITEM_LODGING_KIND,
  type ItemKey,
  isActivityItemKey,
  isLodgingItemKey,
} from "@park/domain/pricing/item-keys.ts";
import { LODGING_COUNT_FIELD, lodgingKindsIn, lodgingUnits } from "@park/domain/pricing/product-counts.ts";
import { changeCartQuantity, removalConfirmation, removeCartItem } from "@park/domain/quote/cart-removal.ts";
import { maxLodgingUnits, setLodgingCount } from "@park/domain/quote/lodging-choice.ts";
import { minimumUnits, moreLodgingNeeded } from "@park/domain/quote/persons-rules.ts";
import type { QuoteDraft } from "@park/domain/quote/quote-draft.ts";
import type { QuoteDto } from "@park/domain/quote/quote-dto.ts";
import { useState } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { QuestionDialog } from "../../../shared/overlays/question-dialog.tsx";
import { holdEndInParkTime } from "../../quote/hold-time.ts";
import { itemName } from "../../quote/item-name.ts";
import { quoteMessage } from "../../quote/quote-message.ts";
import type { QuoteStore } from "../../quote/quote-store.ts";
import { quoteUnitsOf } from "../../quote/quote-units.ts";
import { applyCartChange } from "../apply-cart-change.ts";
import type { CartParts } from "../cart-parts.ts";
import { lineLimits, lineQuantity } from "../cart-quantities.ts";
import { CartLine } from "./cart-line.tsx";
import { LodgingUnits } from "./lodging-units.tsx";
import "../../../shared/i18n/commerce/cart.ts";

interface CartItemsProps {
  store: QuoteStore;
  draft: QuoteDraft;
  quote: QuoteDto;
  today: string;
  useActivityLines: CartParts["useActivityLines"];
}

type Question =
  | { type: "remove"; key: ItemKey; itemName: string }
  | { type: "refused"; key: ItemKey }
  | { type: "more_lodging"; persons: number };

/** The cart's lines in display order, with their counters, removal confirmations and the more-lodging prompt. */
export function CartItems({ store, draft, quote, today, useActivityLines }: CartItemsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [question, setQuestion] = useState<Question | null>(null);
  const units = lodgingUnits(draft.products);
  const activities = useActivityLines(quote);

  function changeQuantity(key: ItemKey, quantity: number): void {
    const activity = activityOfItem(key);
    if (activity) {
      void activities.setQuantity(activity, quantity);
      return;
    }
    const persons = key === "day_pass" || key === "camping_pass";
    if (persons && units > 0 && moreLodgingNeeded(quantity, units)) {
      setQuestion({ type: "more_lodging", persons: quantity });
      return;
    }
    applyCartChange(store, changeCartQuantity(draft, key, quantity, today));
  }

  function askToRemove(key: ItemKey, itemName: string): void {
    const refused = removeCartItem(draft, key, today).outcome === "refused";
    setQuestion(refused ? { type: "refused", key } : { type: "remove", key, itemName });
  }

  const lodgingKind = lodgingKindsIn(draft.products)[0] ?? null;
  const morePersons = question?.type === "more_lodging" ? question.persons : 0;
  const canAddForPrompt = lodgingKind !== null && minimumUnits(morePersons) <= maxLodgingUnits(lodgingKind);

  /** The prompt's answer: enough units of the quote's kind for the persons, and the persons. */
  function addUnitsFor(persons: number): void {
    if (lodgingKind === null) return;
    const products = setLodgingCount(draft.products, lodgingKind, minimumUnits(persons));
    store.replaceDraft({ ...draft, products, visit: { ...draft.visit, numberOfPersons: persons } });
  }

  const removal = question?.type === "remove" ? removalConfirmation(draft, question.key, today) : null;

  /** A confirmed removal: an activity's booking through its own call, any other line as the domain says. */
  function remove(key: ItemKey): void {
    const activity = activityOfItem(key);
    if (activity) void activities.remove(activity);
    else applyCartChange(store, removeCartItem(draft, key, today));
  }

  return (
    <>
      <ul className="space-y-3">
        {quote.items.map((item) => {
          const key = item.product.key;
          const lodging = isLodgingItemKey(key) ? ITEM_LODGING_KIND[key] : null;
          const chosen = lodging ? chosenUnitNames(quote, lodging) : [];
          const name = itemName(item, language);
          const activity = activityOfItem(key);
          const activityError = activity ? activities.error(activity) : null;
          return (
            <CartLine
              key={key}
              item={item}
              quantity={isActivityItemKey(key) ? activities.quantity(activity!) : lineQuantity(draft, key)}
              limits={lineLimits(draft, key)}
              onQuantity={(quantity) => changeQuantity(key, quantity)}
              counterDisabled={activity !== undefined && !activities.known(activity)}
              name={name}
              onDelete={() => askToRemove(key, name)}
            >
              {activityError && (
                <p role="alert" className="mt-2 text-sm font-semibold text-red-800">
                  {activityError}
                </p>
              )}
              {lodging && (
                <LodgingUnits
                  kind={lodging}
                  chosen={chosen}
                  heldUntil={
                    chosen.length > 0 && quote.holdExpiresAt !== null
                      ? t("cart.lodging.heldUntil", holdEndInParkTime(quote.holdExpiresAt, language))
                      : null
                  }
                  canAddUnit={draft.products[LODGING_COUNT_FIELD[lodging]] < maxLodgingUnits(lodging)}
                  onAddUnit={() => store.addLodgingUnit(lodging)}
                />
              )}
            </CartLine>
          );
        })}
      </ul>

      <QuestionDialog
        open={question?.type === "remove"}
        title={t("cart.remove.title")}
        confirmLabel={t("cart.remove.confirm")}
        cancelLabel={t("cart.remove.cancel")}
        onConfirm={() => {
          if (question?.type === "remove") remove(question.key);
        }}
        onClose={() => setQuestion(null)}
      >
        {removal ? (
          <>
            {quoteMessage(t, language, removal.messageKey, removal.params)}
            {removal.emptiesQuote && <strong className="mt-2 block">{t("cart.remove.emptiesQuote")}</strong>}
          </>
        ) : (
          ""
        )}
      </QuestionDialog>
      <QuestionDialog
        open={question?.type === "refused"}
        title={t("cart.remove.refusedTitle")}
        cancelLabel={t("cart.remove.understood")}
        onClose={() => setQuestion(null)}
      >
        {quoteMessage(t, language, "camping_pass_with_lodging")}
      </QuestionDialog>
      <QuestionDialog
        open={question?.type === "more_lodging"}
        title={t("cart.moreLodging.title")}
        confirmLabel={canAddForPrompt ? t("cart.moreLodging.add") : undefined}
        cancelLabel={t("cart.moreLodging.keep")}
        onConfirm={() => addUnitsFor(morePersons)}
        onClose={() => setQuestion(null)}
      >
        {canAddForPrompt
          ? quoteMessage(t, language, "more_lodging_needed", { count: morePersons })
          : t("cart.moreLodging.noMoreUnits", { count: morePersons })}
      </QuestionDialog>
    </>
  );
}

/** The unit numbers (C3, T6, ...) chosen on the map for the quote's lodging. */
function chosenUnitNames(quote: QuoteDto, kind: LodgingKind): string[] {
  return quoteUnitsOf(quote, kind).map((unit) => unit.number);
}
