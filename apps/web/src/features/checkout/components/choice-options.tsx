import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "../../../shared/i18n/commerce/checkout.ts";

/** A select's options: "choose" (no answer yet), then each country or state by its code. */
export function ChoiceOptions({ entries }: { entries: readonly { code: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <>
      <option value="">{t("checkout.contact.choose")}</option>
      {entries.map((entry) => (
        <option key={entry.code} value={entry.code}>
          {entry.label}
        </option>
      ))}
    </>
  );
}
