import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PRIVACY_CONTENT } from "../content/privacy-content.ts";
import { LegalPage } from "./legal-page.tsx";

/** /privacy-notice: chapters with anchor links (001 §2 Privacy notice page). */
export function PrivacyPage() {
  const { t } = useTranslation();
  return <LegalPage title={t("pages.privacy")} document={PRIVACY_CONTENT[useLanguage()]} numbered={false} />;
}
