import { Dialog } from "radix-ui";
import { useState } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "../../../src/shared/i18n/use-translation.ts";
import { withoutLanguage } from "../../../src/shared/routing/page-language.ts";
import { PageLink } from "../../../src/shared/routing/page-link.tsx";
import { CloseIcon, MenuIcon } from "../../../src/shared/ui/icons.tsx";
import { INFO_LINKS, SECTION_LINKS, sectionLinkCurrent } from "../navigation-links.ts";
import { menuButtonClass } from "./header-styles.ts";

const linkClass =
  "block rounded-lg px-3 py-2.5 text-base font-medium text-ink hover:bg-forest-50 [&[aria-current]]:bg-forest-50 [&[aria-current]]:text-forest-800";

/**
 * The slide-out menu of narrow screens: a modal dialog, so focus stays inside and Escape closes it.
 * Loaded on first use and opened at once (see mobile-menu.tsx).
 */
export default function MobileMenuDialog() {
  const { t } = useTranslation();
  // The page whatever its language: `/en/prices` is the prices page too.
  const pathname = withoutLanguage(useLocation().pathname);
  const [open, setOpen] = useState(true);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={menuButtonClass} aria-label={t("header.openMenu")}>
        <MenuIcon />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 motion-safe:animate-fade-in" />
        <Dialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl motion-safe:animate-slide-in-right">
          <div className="flex items-center justify-between border-b border-sand-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold text-forest-900">
              {t("header.menuTitle")}
            </Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
              aria-label={t("header.closeMenu")}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("header.menuDescription")}</Dialog.Description>
          <nav aria-label={t("header.mainNavigation")} className="flex-1 overflow-y-auto px-3 py-4">
            <p className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-stone-600">
              {t("sections.navigation")}
            </p>
            <ul>
              {SECTION_LINKS.map((link) => (
                <li key={link.to}>
                  <PageLink
                    to={link.to}
                    onClick={() => setOpen(false)}
                    aria-current={sectionLinkCurrent(pathname, link)}
                    className={linkClass}
                  >
                    {t(link.labelKey)}
                  </PageLink>
                </li>
              ))}
            </ul>
            <hr className="my-3 border-sand-200" />
            <ul>
              {INFO_LINKS.map((link) => (
                <li key={link.to}>
                  <PageLink
                    to={link.to}
                    onClick={() => setOpen(false)}
                    aria-current={pathname === link.to ? "page" : undefined}
                    className={linkClass}
                  >
                    {t(link.labelKey)}
                  </PageLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
