import { Link, useMatches } from "react-router";
import { useTranslation } from "../../src/shared/i18n/use-translation.ts";
import { type PageMetaArgs, pageMeta } from "../../src/shared/routing/page-title.ts";
import { PRODUCT_SECTIONS, sectionLandingPath, sectionOfPage } from "../../src/shared/routing/site-pages.ts";

/**
 * Every page whose feature is not built yet: its real title and an honest notice, nothing invented.
 * Product pages also get their section's menus (001 §2 "Side menus") so visitors can move around.
 */
export function meta({ matches }: PageMetaArgs) {
  return pageMeta(matches.at(-1)?.id);
}

export default function ComingSoonPage() {
  const { t } = useTranslation();
  const routeId = useMatches().at(-1)?.id ?? "";
  const section = sectionOfPage(routeId);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
      <div className={section ? "lg:grid lg:grid-cols-[16rem_1fr] lg:gap-12" : undefined}>
        {section && (
          <nav
            aria-label={t("sections.pagesOf", { section: t(`sections.${section.id}`) })}
            className="mb-8 lg:mb-0"
          >
            <p className="text-sm font-semibold uppercase tracking-wide text-stone-600">
              {t(`sections.${section.id}`)}
            </p>
            <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
              {section.pages.map((page) => (
                <li key={page.id}>
                  <Link
                    to={`/${page.path}`}
                    aria-current={page.id === routeId ? "page" : undefined}
                    className="block rounded-lg px-3 py-1.5 text-sm text-ink ring-1 ring-sand-200 hover:bg-forest-50 aria-[current=page]:bg-forest-700 aria-[current=page]:text-white lg:ring-0"
                  >
                    {t(`pages.${page.id}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">
            {t(`pages.${routeId}`)}
          </h1>
          <p className="mt-4 max-w-2xl rounded-xl bg-sand-100 px-5 py-4 text-lg text-stone-800">
            {t("comingSoon")}
          </p>
          {section && (
            <nav aria-label={t("sections.navigation")} className="mt-10">
              <ul className="flex flex-wrap gap-2">
                {PRODUCT_SECTIONS.filter((other) => other.id !== section.id).map((other) => (
                  <li key={other.id}>
                    <Link
                      to={sectionLandingPath(other)}
                      className="inline-block rounded-full bg-white px-4 py-2 text-sm font-medium text-forest-800 ring-1 ring-forest-100 hover:bg-forest-50"
                    >
                      {t(`sections.${other.id}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
    </div>
  );
}
