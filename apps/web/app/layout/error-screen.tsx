import { useTranslation } from "../../src/shared/i18n/use-translation.ts";
import { usePagePath } from "../../src/shared/routing/page-link.tsx";
import { LogoMark } from "./header/logo-mark.tsx";

/** Last resort when a page fails to render: says so plainly and offers the way home. */
export function ErrorScreen({ status }: { status: number | undefined }) {
  const { t } = useTranslation();
  const pagePath = usePagePath();
  return (
    <main className="flex min-h-screen items-center justify-center px-6">
      <div className="max-w-md text-center">
        <LogoMark className="mx-auto h-14 w-14" />
        <h1 className="mt-6 text-2xl font-bold">{t("errorPage.title")}</h1>
        <p className="mt-2 text-stone-700">{t("errorPage.text")}</p>
        {status !== undefined && <p className="mt-1 text-sm text-stone-600">HTTP {status}</p>}
        {/* A full page load: the router itself may be what failed. */}
        <a
          href={pagePath("/")}
          className="mt-6 inline-block rounded-full bg-forest-700 px-5 py-2.5 font-semibold text-white hover:bg-forest-800"
        >
          {t("errorPage.backHome")}
        </a>
      </div>
    </main>
  );
}
