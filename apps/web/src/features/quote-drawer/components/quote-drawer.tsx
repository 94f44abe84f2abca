import type { StayType } from "@park/domain/constants.ts";
import { isLodgingStay } from "@park/domain/quote/quote-draft.ts";
import { Dialog } from "radix-ui";
import { type RefObject, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import "react-day-picker/style.css";
import { withQueryClient } from "../../../shared/api/query-provider.tsx";
import { pushNotification } from "../../../shared/notifications/notification-store.ts";
import {
  closeLodgingMap,
  currentOverlayRequests,
  type DrawerView,
  openLodgingMap,
} from "../../../shared/overlays/overlay-requests.ts";
import { CloseIcon } from "../../../shared/ui/icons.tsx";
import { useMinWidth } from "../../../shared/ui/use-min-width.ts";
import { useQuoteStore, useQuoteView, useServerQuote } from "../../quote/hooks/use-quote-store.ts";
import { useFullStayTypes } from "../hooks/use-full-stay-types.ts";
import { StayTypeStep } from "./stay-type-step.tsx";
import { VisitDetailsStep } from "./visit-details-step.tsx";
import "../../../shared/i18n/commerce/drawer.ts";

export interface QuoteDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The view each opening starts on. */
  initialView: DrawerView;
  /** Counts the openings, so each one starts again on initialView. */
  opening: number;
  /** The screen width (px) from which it is the side panel (visit drawer), below it the mobile drawer. */
  sidePanelFrom: number;
  onCart: boolean;
  /** Hidden on contact-payment (000 §2). */
  showPay: boolean;
  /** Where focus goes back when the drawer closes (the control that asked for it). */
  returnFocus: RefObject<HTMLElement | null>;
}

const SIDE_PANEL =
  "fixed inset-y-0 right-0 z-50 flex w-[28rem] max-w-full flex-col bg-white shadow-xl outline-none motion-safe:animate-slide-in-right";
const BOTTOM_SHEET =
  "fixed inset-x-0 bottom-0 z-50 flex max-h-[92dvh] flex-col rounded-t-2xl bg-white shadow-xl outline-none motion-safe:animate-fade-in";

/**
 * The quote drawer (000 §2): a side panel (visit drawer) from `sidePanelFrom` (1330 px, 767 px when a
 * product page's add-to-quote opens it), a bottom sheet below (mobile drawer). A modal dialog: focus stays inside, Escape closes it, focus returns where it was.
 */
function QuoteDrawer({
  open,
  onOpenChange,
  initialView,
  opening,
  sidePanelFrom,
  onCart,
  showPay,
  returnFocus,
}: QuoteDrawerProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = useMinWidth(sidePanelFrom, false);
  const store = useQuoteStore();
  const state = useQuoteView();
  const quote = useServerQuote();
  const fullTypes = useFullStayTypes(state.draft, state.today);
  const [view, setView] = useState<DrawerView>(initialView);
  const [viewOpening, setViewOpening] = useState(opening);
  if (viewOpening !== opening) {
    setViewOpening(opening);
    setView(initialView);
  }

  // However it closes (Escape, Pay, navigation), an edit the server cannot take does not outlive it.
  useEffect(() => {
    if (!open && store.dropUnsentEdit()) pushNotification(t("drawer.editDropped"), "info");
  }, [open, store, t]);

  const draft = state.draft;
  // No quote is step 1 whatever was asked for (drawerStep(null) = 1).
  const showDetails = view === "details" && draft !== null;

  function chooseStay(stayType: StayType) {
    // The visit's own stay leads back to its details: choosing a type resets the quote (000 §4), which
    // would drop the 3x2 and the special code of a visit the visitor only wanted to look at.
    if (draft?.visit.stayType !== stayType) store.chooseStayType(stayType);
    setView("details");
  }

  function pay() {
    onOpenChange(false);
    if (!onCart) void navigate("/cart");
  }

  /**
   * The map opens over the drawer, which stays open on step 2 beneath it (issue 30 item 7): Save or Escape
   * closes the map only, focus goes back to this link and the step shows the units chosen.
   */
  function chooseOnMap() {
    if (draft === null || !isLodgingStay(draft.visit.stayType)) return;
    openLodgingMap(draft.visit.stayType);
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40 motion-safe:animate-fade-in" />
        <Dialog.Content
          className={wide ? SIDE_PANEL : BOTTOM_SHEET}
          data-layout={wide ? "visit" : "mobile"}
          // Escape over the map closes the map only (issue 30 item 7). Radix hands Escape to the layer it
          // counted last; after the map was closed and opened again it sometimes counted the drawer last
          // (seen in Chromium, 1 run in 6), and Escape closed the drawer beneath the map.
          onEscapeKeyDown={(event) => {
            if (currentOverlayRequests().lodgingMap === null) return;
            event.preventDefault();
            closeLodgingMap();
          }}
          onCloseAutoFocus={(event) => {
            const target = returnFocus.current;
            if (target?.isConnected) {
              event.preventDefault();
              target.focus();
            }
          }}
        >
          <div className="flex items-center justify-between border-b border-sand-200 px-4 py-3">
            <Dialog.Title className="text-lg font-semibold text-forest-900">{t("drawer.title")}</Dialog.Title>
            <Dialog.Close
              className="inline-flex h-10 w-10 items-center justify-center rounded-full text-forest-900 hover:bg-forest-50"
              aria-label={t("drawer.close")}
            >
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t("drawer.description")}</Dialog.Description>
          <div className="flex-1 overflow-y-auto px-4 py-4">
            {showDetails ? (
              <VisitDetailsStep
                draft={draft}
                state={state}
                quote={quote}
                store={store}
                showPay={showPay}
                onBack={() => setView("stay")}
                onPay={pay}
                onChooseOnMap={chooseOnMap}
              />
            ) : (
              <>
                <StayTypeStep
                  current={draft?.visit.stayType ?? null}
                  disabled={!state.ready}
                  full={fullTypes}
                  onChoose={chooseStay}
                />
                {state.ready ? null : (
                  <p role="status" className="mt-3 text-sm text-stone-600">
                    {t("drawer.loading")}
                  </p>
                )}
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

// Loaded lazily, with TanStack Query: see query-provider.tsx.
export default withQueryClient(QuoteDrawer);
