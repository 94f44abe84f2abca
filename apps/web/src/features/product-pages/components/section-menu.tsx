import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PageLink } from "../../../shared/routing/page-link.tsx";
import type { ProductSection } from "../../../shared/routing/site-pages.ts";
import { MENU_PRICES } from "../content/menu-prices.ts";
import type { ProductTexts } from "../product-page-texts.ts";

/** The section's side menu (001 §2 Side menus): its pages, with the prices the spec shows beside some. */
export function SectionMenu({
  section,
  routeId,
  text,
}: {
  section: ProductSection;
  routeId: string;
  text: ProductTexts;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("sections.pagesOf", { section: t(`sections.${section.id}`) })}>
      <p className="text-sm font-semibold uppercase tracking-wide text-stone-700">
        {t(`sections.${section.id}`)}
      </p>
      <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {section.pages.map((page) => {
          const price = MENU_PRICES[page.id];
          return (
            <li key={page.id}>
              <PageLink
                to={`/${page.path}`}
                aria-current={page.id === routeId ? "page" : undefined}
                className="block rounded-lg px-3 py-1.5 text-sm text-ink ring-1 ring-sand-200 hover:bg-forest-50 aria-[current=page]:bg-forest-700 aria-[current=page]:text-white lg:ring-0"
              >
                {t(`pages.${page.id}`)}
                {price && (
                  <span className="block text-xs opacity-90">
                    {text(price.unit, { amount: price.amount })}
                  </span>
                )}
              </PageLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
