import type { StayType } from "@park/domain/constants.ts";
import { formatClock } from "@park/domain/dates.ts";
import { ITEM_NAMES } from "@park/domain/pricing/item-keys.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { STAY_HOURS, STAY_ITEM_KEY, STAY_OPTION_ORDER } from "../stay-options.ts";
import { StayIllustration } from "./stay-illustration.tsx";

interface StayTypeStepProps {
  current: StayType | null;
  disabled: boolean;
  onChoose: (stayType: StayType) => void;
}

/** Step 1: the six stay types with a drawing and their hours. */
export function StayTypeStep({ current, disabled, onChoose }: StayTypeStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section aria-labelledby="stay-type-heading" className="flex flex-col gap-3">
      <h3 id="stay-type-heading" className="text-base font-semibold text-forest-900">
        {t("drawer.chooseStay")}
      </h3>
      <ul className="grid grid-cols-2 gap-3">
        {STAY_OPTION_ORDER.map((type) => {
          const hours = STAY_HOURS[type];
          return (
            <li key={type}>
              <button
                type="button"
                disabled={disabled}
                aria-pressed={current === type}
                onClick={() => onChoose(type)}
                className="flex h-full w-full flex-col items-center gap-1 rounded-xl border border-sand-200 bg-white p-2 text-center shadow-sm hover:border-forest-600 aria-pressed:border-forest-700 aria-pressed:ring-2 aria-pressed:ring-forest-600 disabled:cursor-wait disabled:opacity-60"
              >
                <StayIllustration type={type} className="h-16 w-24 rounded-lg" />
                <span className="text-sm font-semibold text-forest-900">
                  {ITEM_NAMES[STAY_ITEM_KEY[type]][language]}
                </span>
                <span className="text-xs text-stone-600">
                  {t("drawer.hours", { from: formatClock(hours.from), to: formatClock(hours.to) })}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
