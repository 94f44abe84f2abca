import type { StayType } from "@park/domain/constants.ts";
import { formatClock } from "@park/domain/dates.ts";
import { ITEM_NAMES } from "@park/domain/pricing/item-keys.ts";
import { isLodgingStay } from "@park/domain/quote/quote-draft.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";
import { STAY_HOURS, STAY_ITEM_KEY, STAY_OPTION_ORDER } from "../stay-options.ts";
import { StayIllustration } from "./stay-illustration.tsx";
import "../../../shared/i18n/commerce/drawer.ts";

interface StayTypeStepProps {
  current: StayType | null;
  disabled: boolean;
  /**
   * Lodging types with no free unit for the visit's dates (issue 30 item 4): not offered, as the server
   * would refuse them (decision 0045); the visitor changes the dates on the visit's own type first.
   */
  full: ReadonlySet<StayType>;
  onChoose: (stayType: StayType) => void;
}

/**
 * Step 1: the six stay types with a drawing and their hours; a lodging type full for the visit's dates
 * says so in words (000 §8's message), inside its button so a screen reader reads it with the name.
 */
export function StayTypeStep({ current, disabled, full, onChoose }: StayTypeStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <TitledSection
      id="stay-type-heading"
      heading={t("drawer.chooseStay")}
      level={3}
      className="flex flex-col gap-3"
      headingClassName="text-base font-semibold text-forest-900"
    >
      <ul className="grid grid-cols-2 gap-3">
        {STAY_OPTION_ORDER.map((type) => {
          const hours = STAY_HOURS[type];
          const isFull = isLodgingStay(type) && full.has(type);
          return (
            <li key={type}>
              <button
                type="button"
                // The visit's own type still leads back to its details, to change the dates there.
                disabled={disabled || (isFull && current !== type)}
                aria-pressed={current === type}
                data-full={isFull || undefined}
                onClick={() => onChoose(type)}
                className="flex h-full w-full flex-col items-center gap-1 rounded-xl border border-sand-200 bg-white p-2 data-full:bg-sand-50 text-center shadow-sm hover:border-forest-600 aria-pressed:border-forest-700 aria-pressed:ring-2 aria-pressed:ring-forest-600 disabled:cursor-wait disabled:opacity-60 data-full:cursor-not-allowed"
              >
                <StayIllustration type={type} className="h-16 w-24 rounded-lg" />
                <span className="text-sm font-semibold text-forest-900">
                  {ITEM_NAMES[STAY_ITEM_KEY[type]][language]}
                </span>
                <span className="text-xs text-stone-600">
                  {t("drawer.hours", { from: formatClock(hours.from), to: formatClock(hours.to) })}
                </span>
                {isFull ? (
                  <span className="text-xs font-semibold text-red-800">
                    {t(`drawer.lodgingUnavailable.${type}`)}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
