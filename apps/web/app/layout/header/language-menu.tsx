import { LANGUAGES } from "@park/domain/constants.ts";
import { DropdownMenu } from "radix-ui";
import { isLanguage, LANGUAGE_OPTIONS } from "../../../src/shared/i18n/language.ts";
import { useLanguage } from "../../../src/shared/i18n/use-language.ts";
import { useTranslation } from "../../../src/shared/i18n/use-translation.ts";
import { useChooseLanguage } from "../../../src/shared/routing/use-choose-language.ts";
import { CheckIcon } from "../../../src/shared/ui/icons.tsx";
import { languageTriggerClass } from "./header-styles.ts";
import { LanguageTriggerContent } from "./language-trigger-content.tsx";

/** The language menu itself (Radix), loaded on first use and opened at once. */
export default function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const chooseLanguage = useChooseLanguage();
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger className={languageTriggerClass}>
        <LanguageTriggerContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-black/10 motion-safe:animate-fade-in"
        >
          <DropdownMenu.Label className="px-3 py-1.5 text-xs font-semibold uppercase tracking-wide text-stone-600">
            {t("language.selectorLabel")}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            value={language}
            onValueChange={(value) => {
              if (isLanguage(value)) void chooseLanguage(value);
            }}
          >
            {LANGUAGES.map((option) => (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                lang={option}
                className="flex cursor-pointer items-center justify-between gap-4 rounded-lg px-3 py-2 text-sm text-ink outline-none data-[highlighted]:bg-forest-50 data-[state=checked]:font-semibold"
              >
                <span>
                  {LANGUAGE_OPTIONS[option].label} · {LANGUAGE_OPTIONS[option].currency}
                </span>
                <DropdownMenu.ItemIndicator>
                  <CheckIcon className="h-4 w-4 text-forest-700" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
