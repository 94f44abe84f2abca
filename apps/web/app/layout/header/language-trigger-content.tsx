import { LANGUAGE_OPTIONS } from "../../../src/shared/i18n/language.ts";
import { useLanguage } from "../../../src/shared/i18n/use-language.ts";
import { useTranslation } from "../../../src/shared/i18n/use-translation.ts";
import { ChevronDownIcon, GlobeIcon } from "../../../src/shared/ui/icons.tsx";

/** What the language button shows, the same before and after the menu's code has loaded. */
export function LanguageTriggerContent() {
  const { t } = useTranslation();
  const current = LANGUAGE_OPTIONS[useLanguage()];
  return (
    <>
      <GlobeIcon className="h-5 w-5" />
      {/* The name keeps the visible words ("ES · MXN") so voice control users can say what they see. */}
      <span className="sr-only">{t("language.selectorLabel")}: </span>
      <span>
        <span className="sm:hidden">{current.short}</span>
        <span className="hidden sm:inline">{current.label}</span>
        <span className="text-stone-600"> · {current.currency}</span>
      </span>
      {/* Phones narrower than 390 px need its room to keep the header on one line. */}
      <ChevronDownIcon className="h-4 w-4 max-[380px]:hidden" />
    </>
  );
}
