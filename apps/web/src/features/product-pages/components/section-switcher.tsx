import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PageLink } from "../../../shared/routing/page-link.tsx";
import {
  PRODUCT_SECTIONS,
  type ProductSection,
  sectionLandingPath,
} from "../../../shared/routing/site-pages.ts";

/** Links between earth, water, air, lodging and other services (001 §2 Side menus). */
export function SectionSwitcher({ current }: { current: ProductSection["id"] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("sections.navigation")} className="mt-12">
      <ul className="flex flex-wrap gap-2">
        {PRODUCT_SECTIONS.map((section) => (
          <li key={section.id}>
            <PageLink
              to={sectionLandingPath(section)}
              aria-current={section.id === current ? "true" : undefined}
              className="inline-block rounded-full bg-white px-4 py-2 text-sm font-medium text-forest-800 ring-1 ring-forest-100 hover:bg-forest-50 aria-[current=true]:bg-forest-700 aria-[current=true]:text-white"
            >
              {t(`sections.${section.id}`)}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
