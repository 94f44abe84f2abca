import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { TERMS_CONTENT } from "../content/terms-content.ts";
import { LegalPage } from "./legal-page.tsx";

/** /terms: five numbered sections (001 §2 Terms page). */
export function TermsPage() {
  const { t } = useTranslation();
  return <LegalPage title={t("pages.terms")} document={TERMS_CONTENT[useLanguage()]} numbered />;
}
