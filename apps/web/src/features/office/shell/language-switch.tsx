import { LANGUAGES } from "@park/domain/constants.ts";
import { chooseLanguage, LANGUAGE_OPTIONS } from "../../../shared/i18n/language.ts";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";

/** Español / English: the site's language choice (stored the same way), as two plain buttons. */
export function LanguageSwitch() {
  const language = useLanguage();
  const { t } = useTranslation();
  return (
    <fieldset className="flex items-center gap-1">
      <legend className="sr-only">{t("office.shell.language")}</legend>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={option === language}
          onClick={() => void chooseLanguage(option)}
          className="rounded border border-stone-400 px-2 py-1 text-sm aria-pressed:bg-forest-800 aria-pressed:text-white"
        >
          {LANGUAGE_OPTIONS[option].label}
        </button>
      ))}
    </fieldset>
  );
}
