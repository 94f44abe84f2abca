import { Link } from "react-router";
import { i18n } from "../../src/shared/i18n/i18n.ts";
import { useTranslation } from "../../src/shared/i18n/use-translation.ts";
import { pageMeta } from "../../src/shared/routing/page-title.ts";
import {
  PRODUCT_SECTIONS,
  type ProductSection,
  sectionLandingPath,
} from "../../src/shared/routing/site-pages.ts";
import { ArrowRightIcon } from "../../src/shared/ui/icons.tsx";

export function meta() {
  return pageMeta("homepage", i18n.t("home.welcome"));
}

const ACCENTS: Record<ProductSection["id"], string> = {
  earth: "bg-amber-700",
  water: "bg-lake-700",
  air: "bg-sky-600",
  lodging: "bg-forest-700",
  services: "bg-stone-600",
};

export default function HomePage() {
  const { t } = useTranslation();
  return (
    <>
      <section className="bg-linear-to-br from-forest-800 via-forest-700 to-lake-800 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
          <p className="text-sm font-semibold uppercase tracking-widest text-forest-100">{t("brand.name")}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">
            {t("pages.homepage")}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-forest-50">{t("home.welcome")}</p>
        </div>
      </section>

      <section aria-labelledby="home-areas" className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="home-areas" className="text-2xl font-bold text-forest-900 sm:text-3xl">
          {t("home.areasHeading")}
        </h2>
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
          {PRODUCT_SECTIONS.map((section) => (
            <li key={section.id} className="flex">
              <article className="flex flex-1 flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-sand-200">
                <div className={`h-2 ${ACCENTS[section.id]}`} />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-semibold text-forest-900">{t(`sections.${section.id}`)}</h3>
                  <p className="mt-2 flex-1 text-stone-700">{t(`home.cards.${section.id}`)}</p>
                  <Link
                    to={sectionLandingPath(section)}
                    aria-label={t("home.seeMoreAbout", { area: t(`sections.${section.id}`) })}
                    className="mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-forest-700 hover:text-forest-900 hover:underline"
                  >
                    {t("home.seeMore")}
                    <ArrowRightIcon className="h-4 w-4" />
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
