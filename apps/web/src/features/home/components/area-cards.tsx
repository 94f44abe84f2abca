import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { PageLink } from "../../../shared/routing/page-link.tsx";
import {
  PRODUCT_SECTIONS,
  type ProductSection,
  sectionLandingPath,
} from "../../../shared/routing/site-pages.ts";
import { ArrowRightIcon } from "../../../shared/ui/icons.tsx";
import { TitledSection } from "../../../shared/ui/titled-section.tsx";

const ACCENTS: Record<ProductSection["id"], string> = {
  earth: "bg-amber-700",
  water: "bg-lake-700",
  air: "bg-sky-600",
  lodging: "bg-forest-700",
  services: "bg-stone-600",
};

/** Earth, water, air, lodging and other services, each with a see-more link to its first page (001 §2). */
export function AreaCards() {
  const { t } = useTranslation();
  return (
    <TitledSection
      id="home-areas"
      heading={t("home.areasHeading")}
      className="mx-auto max-w-7xl px-4 py-14 sm:px-6"
      headingClassName="text-2xl font-bold text-forest-900 sm:text-3xl"
    >
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {PRODUCT_SECTIONS.map((section) => (
          <li key={section.id} className="flex">
            <article className="flex flex-1 flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
              <div className={`h-2 ${ACCENTS[section.id]}`} />
              <div className="flex flex-1 flex-col p-6">
                <h3 className="text-xl font-semibold text-forest-900">{t(`sections.${section.id}`)}</h3>
                <p className="mt-2 flex-1 text-stone-700">{t(`home.cards.${section.id}`)}</p>
                <PageLink
                  to={sectionLandingPath(section)}
                  className="mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-forest-700 hover:text-forest-900 hover:underline"
                >
                  {/* The words seen, and the full name in the link's text (not only in a label), which is what
                      crawlers read: "See more" alone is a link text search engines flag. */}
                  <span aria-hidden="true">{t("home.seeMore")}</span>
                  <span className="sr-only">
                    {t("home.seeMoreAbout", { area: t(`sections.${section.id}`) })}
                  </span>
                  <ArrowRightIcon className="h-4 w-4" />
                </PageLink>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
