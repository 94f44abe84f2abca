import { useTranslation } from "../../src/shared/i18n/use-translation.ts";

export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a
      href={`#${targetId}`}
      className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-forest-900 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("a11y.skipToContent")}
    </a>
  );
}
