import { BREAKPOINTS } from "@park/domain/constants.ts";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { pushNotification } from "../../../shared/notifications/notification-store.ts";
import { type DrawerView, useOverlayRequests } from "../../../shared/overlays/overlay-requests.ts";
import { usePagePath } from "../../../shared/routing/page-link.tsx";
import { deferredComponent } from "../../../shared/ui/deferred-component.ts";
import { useMinWidth } from "../../../shared/ui/use-min-width.ts";
import { QuoteCodeBoundary } from "../../quote/components/quote-code-boundary.tsx";
import { hasStoredQuote } from "../../quote/quote-presence.ts";
import { drawerAvailableOn } from "../drawer-request.ts";

// The drawer, its calendar and the quote store load on the first request, never with an information page.
const drawer = deferredComponent(() => import("./quote-drawer.tsx"));

interface DrawerSession {
  open: boolean;
  view: DrawerView;
  opening: number;
  /** The width from which this opening is the side panel (the request's). */
  sidePanelFrom: number;
}

/**
 * Opens the drawer on each openQuoteDrawer() request (shared/overlays). Where the drawer is not offered (000 §2) the
 * visitor is taken to the cart (with a quote) or the homepage (without), and it opens there. Navigating
 * closes it, except when leaving the cart.
 */
export function QuoteDrawerHost() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const pagePath = usePagePath();
  const { pathname } = useLocation();
  const routeName = useMatches().at(-1)?.id ?? "";
  // 000 §2: the visit drawer (side panel) from 1330 px, the mobile drawer below.
  const wide = useMinWidth(BREAKPOINTS.visitDrawer, false);
  const available = drawerAvailableOn(routeName, wide);
  const onCart = routeName === "shopping-cart";
  const [session, setSession] = useState<DrawerSession | null>(null);
  const waiting = useRef<{ view: DrawerView; sidePanelFrom: number } | null>(null);
  // The drawer has no trigger of its own: focus goes back to whatever asked for it (000 §2, WAI dialog).
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(
    (view: DrawerView, sidePanelFrom: number) => {
      // 000 §2: on the shopping cart the drawer opens directly on step 2.
      const first = onCart ? "details" : view;
      setSession((current) => ({
        open: true,
        view: first,
        opening: (current?.opening ?? 0) + 1,
        sidePanelFrom,
      }));
    },
    [onCart],
  );

  const request = useOverlayRequests().drawer;
  // Requests made before this host existed are not replayed.
  const handled = useRef(request?.id ?? 0);
  useEffect(() => {
    if (request === null || request.id === handled.current) return;
    handled.current = request.id;
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (available) {
      show(request.view, request.sidePanelFrom);
      return;
    }
    waiting.current = { view: request.view, sidePanelFrom: request.sidePanelFrom };
    void navigate(hasStoredQuote() ? "/cart" : pagePath("/"));
  }, [request, available, navigate, show, pagePath]);

  const previous = useRef({ pathname, routeName });
  useEffect(() => {
    const before = previous.current;
    if (before.pathname === pathname) return;
    previous.current = { pathname, routeName };
    const asked = waiting.current;
    if (asked !== null && available) {
      waiting.current = null;
      show(asked.view, asked.sidePanelFrom);
      return;
    }
    if (before.routeName !== "shopping-cart" || !available) {
      setSession((current) => (current?.open ? { ...current, open: false } : current));
    }
  }, [pathname, routeName, available, show]);

  if (session === null) return null;
  return (
    <QuoteCodeBoundary onFailure={() => pushNotification(t("errors.network"), "error")}>
      <Suspense
        fallback={
          <p
            role="status"
            className="fixed inset-x-0 top-20 z-50 mx-auto w-fit rounded-full bg-white px-4 py-2 shadow"
          >
            {t("drawer.loading")}
          </p>
        }
      >
        <drawer.Component
          open={session.open}
          onOpenChange={(open) => setSession((current) => current && { ...current, open })}
          initialView={session.view}
          opening={session.opening}
          sidePanelFrom={session.sidePanelFrom}
          onCart={onCart}
          showPay={routeName !== "contact-payment"}
          returnFocus={returnFocus}
        />
      </Suspense>
    </QuoteCodeBoundary>
  );
}
