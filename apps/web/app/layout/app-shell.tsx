import { Suspense, useState } from "react";
import { Outlet } from "react-router";
import { LodgingMapHost } from "../../src/features/lodging-map/components/lodging-map-host.tsx";
import { QuoteDrawerHost } from "../../src/features/quote-drawer/components/quote-drawer-host.tsx";
import { CheckoutStepsSlot } from "../../src/features/quote-summary/components/checkout-steps-slot.tsx";
import { createPageLoadCache, PageLoadCacheContext } from "../../src/shared/api/page-load-cache.ts";
import { CAREERS_ROUTES, ROUTES_WITHOUT_FOOTER } from "../../src/shared/routing/site-pages.ts";
import { deferredComponent } from "../../src/shared/ui/deferred-component.ts";
import { SiteBanner } from "./banner/site-banner.tsx";
import { SiteFooter } from "./footer/site-footer.tsx";
import { SiteHeader } from "./header/site-header.tsx";
import { HydrationTurn } from "./hydration-turns.tsx";
import { LoadingScreen } from "./loading-screen.tsx";
import { useMaintenance } from "./maintenance/use-maintenance.ts";
import { NotificationRegion } from "./notifications/notification-region.tsx";
import { PromotionDateGuardSlot } from "./promotions/promotion-date-guard-slot.tsx";
import { QuickContact } from "./quick-contact/quick-contact.tsx";
import { RouteChangeEffects } from "./route-change-effects.tsx";
import { SkipLink } from "./skip-link.tsx";
import { useRouteName } from "./use-route-name.ts";

const MAIN_ID = "main-content";

// Shown only while the park switches the site off: not worth a place in every page's first load.
const maintenancePage = deferredComponent(() => import("./maintenance/maintenance-page.tsx"));

/**
 * The frame around every page (banner, header, main, footer and the floating helpers) and what the page
 * keeps while it is open (page-load-cache.ts).
 */
export function AppShell() {
  const [cache] = useState(createPageLoadCache);
  return (
    <PageLoadCacheContext.Provider value={cache}>
      <ShellFrame />
    </PageLoadCacheContext.Provider>
  );
}

function ShellFrame() {
  const routeName = useRouteName() ?? "";
  const maintenance = useMaintenance();

  return (
    <>
      <RouteChangeEffects mainId={MAIN_ID} />
      {maintenance ? (
        <Suspense fallback={<LoadingScreen />}>
          <maintenancePage.Component />
        </Suspense>
      ) : (
        <div className="flex min-h-screen flex-col">
          <SkipLink targetId={MAIN_ID} />
          <SiteBanner />
          <SiteHeader />
          <CheckoutStepsSlot />
          <HydrationTurn>
            <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
              <Outlet />
            </main>
          </HydrationTurn>
          <QuoteDrawerHost />
          <LodgingMapHost />
          <PromotionDateGuardSlot />
          {!ROUTES_WITHOUT_FOOTER.has(routeName) && (
            <HydrationTurn>
              <SiteFooter />
            </HydrationTurn>
          )}
          <NotificationRegion />
          <QuickContact
            showChat={!CAREERS_ROUTES.has(routeName)}
            besideActionBar={routeName === "shopping-cart" || routeName === "contact-payment"}
          />
        </div>
      )}
    </>
  );
}
