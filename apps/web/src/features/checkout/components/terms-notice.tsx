import { Trans } from "../../../shared/i18n/trans.tsx";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { usePagePath } from "../../../shared/routing/page-link.tsx";
import "../../../shared/i18n/commerce/checkout.ts";

function NewTabLink({ to, children }: { to: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const pagePath = usePagePath();
  return (
    <a
      href={pagePath(to)}
      target="_blank"
      rel="noopener"
      className="font-semibold text-forest-800 underline underline-offset-2"
    >
      {children}
      <span className="sr-only"> {t("checkout.newTab")}</span>
    </a>
  );
}

/** 000 §2: the terms notice; terms and privacy open in a new tab, so nothing typed here is lost. */
export function TermsNotice() {
  return (
    <p className="rounded-2xl bg-sand-50 px-5 py-3 text-sm text-stone-800 ring-1 ring-sand-200">
      <Trans
        i18nKey="checkout.terms"
        components={{ terms: <NewTabLink to="/terms" />, privacy: <NewTabLink to="/privacy-notice" /> }}
      />
    </p>
  );
}
