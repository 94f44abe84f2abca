import { useTranslation } from "../../../src/shared/i18n/use-translation.ts";
import { PageLink } from "../../../src/shared/routing/page-link.tsx";
import { PRODUCT_SECTIONS, sectionLandingPath } from "../../../src/shared/routing/site-pages.ts";
import { LogoMark } from "../header/logo-mark.tsx";
import { SocialLinks } from "./social-links.tsx";
import { useCurrentYear } from "./use-current-year.ts";

interface FooterColumn {
  headingKey: string;
  links: readonly { to: string; labelKey: string }[];
}

function sectionLink(id: "earth" | "air" | "water"): { to: string; labelKey: string } {
  const section = PRODUCT_SECTIONS.find((candidate) => candidate.id === id);
  return { to: section ? sectionLandingPath(section) : "/", labelKey: `sections.${id}` };
}

/** The four columns of 001 §2 Layout extras, in their order. */
const COLUMNS: readonly FooterColumn[] = [
  {
    headingKey: "footer.liveTheExperience",
    links: [sectionLink("earth"), sectionLink("air"), sectionLink("water")],
  },
  {
    headingKey: "footer.whenToVisit",
    links: [
      { to: "/prices", labelKey: "footer.priceCalendar" },
      { to: "/events", labelKey: "footer.events" },
    ],
  },
  {
    headingKey: "footer.resolveYourDoubts",
    links: [
      { to: "/faq", labelKey: "footer.faq" },
      { to: "/directions", labelKey: "footer.directions" },
      { to: "/contact", labelKey: "footer.contact" },
    ],
  },
  { headingKey: "footer.careers", links: [{ to: "/careers", labelKey: "footer.jobs" }] },
];

const linkClass = "rounded text-forest-50 hover:text-white hover:underline focus-visible:outline-white";

export function SiteFooter() {
  const { t } = useTranslation();
  const year = useCurrentYear();
  return (
    <footer className="bg-forest-900 text-forest-50">
      {/* Room at the bottom for the floating WhatsApp button, so it covers none of the last links. */}
      <div className="mx-auto max-w-7xl px-4 pt-12 pb-24 sm:px-6">
        <div className="grid gap-10 lg:grid-cols-[1.2fr_repeat(4,1fr)]">
          <div>
            <p className="flex items-center gap-2 text-lg font-bold text-white">
              <LogoMark />
              {t("brand.name")}
            </p>
            <p className="mt-3 max-w-xs text-sm text-forest-100">{t("brand.tagline")}</p>
            <div className="mt-5">
              <SocialLinks />
            </div>
          </div>
          <div className="grid grid-cols-2 gap-8 sm:grid-cols-4 lg:col-span-4">
            {COLUMNS.map((column, index) => (
              <nav key={column.headingKey} aria-labelledby={`footer-column-${index}`}>
                <h2 id={`footer-column-${index}`} className="text-sm font-semibold text-white">
                  {t(column.headingKey)}
                </h2>
                <ul className="mt-3 space-y-2 text-sm">
                  {column.links.map((link) => (
                    <li key={link.to}>
                      <PageLink to={link.to} className={linkClass}>
                        {t(link.labelKey)}
                      </PageLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        </div>
        <div className="mt-10 flex flex-col gap-3 border-t border-white/15 pt-6 text-sm text-forest-100 sm:flex-row sm:items-center sm:justify-between">
          <p>{t("footer.copyright", { year, name: t("brand.name") })}</p>
          <nav aria-label={t("footer.legal")}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <PageLink to="/terms" className={linkClass}>
                  {t("footer.terms")}
                </PageLink>
              </li>
              <li>
                <PageLink to="/privacy-notice" className={linkClass}>
                  {t("footer.privacy")}
                </PageLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
