import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/promotions.ts";

/** The offer's conditions, in their order (000 §2 "six numbered conditions"). */
const CONDITIONS = [
  "freeNight",
  "campingOnly",
  "consecutiveNights",
  "perPerson",
  "notCombined",
  "dateChanges",
] as const;

/**
 * The six numbered conditions of the 3x2 offer (000 §2). The spec names the modal but not its text, so these
 * are ours, written from the rules the spec does give (000 §4 Promotions, §9).
 */
export function Conditions3x2List() {
  const { t } = useTranslation();
  return (
    <ol className="list-decimal space-y-2 ps-6">
      {CONDITIONS.map((condition) => (
        <li key={condition}>{t(`promotions.conditions3x2.${condition}`)}</li>
      ))}
    </ol>
  );
}
