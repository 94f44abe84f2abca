import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { HeaderQuoteSlot } from "../../../src/features/quote-summary/components/header-quote-slot.tsx";
import { useTranslation } from "../../../src/shared/i18n/use-translation.ts";
import { openQuoteDrawer } from "../../../src/shared/overlays/overlay-requests.ts";
import { withoutLanguage } from "../../../src/shared/routing/page-language.ts";
import { PageLink } from "../../../src/shared/routing/page-link.tsx";
import { CartIcon } from "../../../src/shared/ui/icons.tsx";
import { HydrationTurn } from "../hydration-turns.tsx";
import { SECTION_LINKS, sectionLinkCurrent } from "../navigation-links.ts";
import { LanguageSelector } from "./language-selector.tsx";
import { LogoMark } from "./logo-mark.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { useStickyTopHeight } from "./use-sticky-top-height.ts";

const navLinkClass =
  "rounded-full px-3 py-2 text-sm font-medium text-forest-900 hover:bg-forest-50 [&[aria-current]]:bg-forest-100";

/**
 * The site's header bar, sticky at the top, and below it the quote summary: sticky beside it from the `sm`
 * breakpoint, while on phones it scrolls away with the page so the fixed bars leave the screen to the page
 * (at most a quarter of a 390 x 844 phone with the cart's summary bar).
 */
export function SiteHeader() {
  const { t } = useTranslation();
  // The page whatever its language: `/en/prices` is the prices page too.
  const pathname = withoutLanguage(useLocation().pathname);
  const header = useRef<HTMLElement>(null);
  const quoteBar = useRef<HTMLDivElement>(null);
  const [bars] = useState(() => [header, quoteBar]);
  useStickyTopHeight(bars);
  return (
    <>
      <header
        ref={header}
        className="sticky top-0 z-30 border-b border-sand-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85"
      >
        <HydrationTurn>
          <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-3 sm:px-6">
            <PageLink to="/" className="flex shrink-0 items-center gap-2 rounded-full pe-2">
              <LogoMark />
              <span className="sr-only">{t("header.homeLink")}</span>
              <span
                aria-hidden="true"
                className="hidden text-lg font-bold tracking-tight text-forest-900 sm:inline"
              >
                {t("brand.name")}
              </span>
            </PageLink>

            <nav aria-label={t("header.mainNavigation")} className="mx-auto hidden xl:block">
              <ul className="flex items-center gap-1">
                {SECTION_LINKS.map((link) => (
                  <li key={link.to}>
                    <PageLink
                      to={link.to}
                      aria-current={sectionLinkCurrent(pathname, link)}
                      className={navLinkClass}
                    >
                      {t(link.labelKey)}
                    </PageLink>
                  </li>
                ))}
                <li>
                  <PageLink
                    to="/prices"
                    aria-current={pathname === "/prices" ? "page" : undefined}
                    className={navLinkClass}
                  >
                    {t("header.prices")}
                  </PageLink>
                </li>
              </ul>
            </nav>

            <div className="ms-auto flex items-center gap-1 sm:gap-2 xl:ms-0">
              <LanguageSelector />
              {/* Opens the quote drawer, which belongs to its own feature: see overlay-requests.ts. */}
              <button
                type="button"
                onClick={() => openQuoteDrawer()}
                className="h-10 shrink-0 whitespace-nowrap rounded-full bg-forest-700 px-3 text-sm font-semibold text-white shadow-sm hover:bg-forest-800 sm:px-4"
              >
                {t("header.getPrices")}
              </button>
              <PageLink
                to="/cart"
                aria-label={t("header.cart")}
                className="inline-flex h-10 w-10 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
              >
                <CartIcon />
              </PageLink>
              <MobileMenu />
            </div>
          </div>
        </HydrationTurn>
      </header>
      <div ref={quoteBar} data-quote-bar="" className="z-20 sm:sticky sm:top-16">
        <HeaderQuoteSlot />
      </div>
    </>
  );
}
