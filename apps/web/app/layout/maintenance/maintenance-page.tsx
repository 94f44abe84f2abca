import { useLanguageTexts } from "../../../src/shared/i18n/use-language-texts.ts";
import { useTranslation } from "../../../src/shared/i18n/use-translation.ts";
import { LogoMark } from "../header/logo-mark.tsx";

/**
 * Replaces every screen while the park's maintenance flag is on (001 §2). It speaks both languages at once:
 * the language selector is part of the site that is down.
 */
export default function MaintenancePage() {
  const { t } = useTranslation();
  // English is not part of the first load; its half appears as soon as its texts are in.
  const englishReady = useLanguageTexts("en");
  return (
    <main
      id="main-content"
      className="flex min-h-screen items-center justify-center bg-linear-to-b from-forest-50 to-lake-50 px-6 py-16"
    >
      <div className="w-full max-w-xl rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-forest-100 sm:p-10">
        <LogoMark className="mx-auto h-14 w-14" />
        <p className="mt-3 text-lg font-semibold text-forest-800">{t("brand.name")}</p>
        <div lang="es" className="mt-8">
          <h1 className="text-2xl font-bold text-ink">{t("maintenance.title", { lng: "es" })}</h1>
          <p className="mt-2 text-stone-700">{t("maintenance.text", { lng: "es" })}</p>
        </div>
        {englishReady && (
          <>
            <hr className="mx-auto my-8 w-16 border-sand-200" />
            <div lang="en">
              <h2 className="text-2xl font-bold text-ink">{t("maintenance.title", { lng: "en" })}</h2>
              <p className="mt-2 text-stone-700">{t("maintenance.text", { lng: "en" })}</p>
            </div>
          </>
        )}
      </div>
    </main>
  );
}
