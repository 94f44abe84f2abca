import { useTranslation } from "../../src/shared/i18n/use-translation.ts";
import { LogoMark } from "./header/logo-mark.tsx";

/** What a page that is not prerendered shows for the moment its code loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4" aria-busy="true">
      <LogoMark className="h-14 w-14 motion-safe:animate-pulse" />
      <p className="text-stone-700">{t("loading")}</p>
    </main>
  );
}
