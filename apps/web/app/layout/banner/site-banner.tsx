import { BANNER_COLLAPSE_PX } from "@park/domain/constants.ts";
import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from "react";
import { BANNER_COLOR_CLASSES, BANNER_TEXT_CLASSES } from "../../../src/shared/banner/banner-look.ts";
import { useLanguage } from "../../../src/shared/i18n/use-language.ts";
import { useTranslation } from "../../../src/shared/i18n/use-translation.ts";
import { CloseIcon } from "../../../src/shared/ui/icons.tsx";
import { useRouteName } from "../use-route-name.ts";
import { activeBannerFor } from "./active-banner.ts";
import { type Banner, useBanners } from "./use-banners.ts";

const BannerMarkdown = lazy(() => import("../../../src/shared/banner/banner-markdown.tsx"));

/**
 * Set on the page's root while a banner shows: app.css keeps that much room below the page's end, scrolls
 * focused elements clear of it, and stands the WhatsApp button above it.
 */
const HEIGHT_PROPERTY = "--banner-height";

/** The layout's main landmark (app-shell.tsx), where the focus goes when the bar is hidden. */
const MAIN_ID = "main-content";

/**
 * Pages whose own action bar stays at the bottom of a phone's screen (the cart's and the payment's
 * Continue; quick-contact.tsx leaves them the corner too): there the banner ends the page instead of
 * lying over the screen, where it would hide part of that bar.
 */
const ROUTES_WITH_ACTION_BAR = new Set(["shopping-cart", "contact-payment"]);

/** Where the notice the visitor hid is kept, for the rest of their visit (the browser tab's session). */
const HIDDEN_KEY = "park.hiddenBanner";

/** A notice is the same while its name and text are: staff changing the text shows it again. */
function noticeKey(banner: Banner): string {
  return `${banner.name}\n${banner.content}`;
}

function readHidden(): string | null {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage.getItem(HIDDEN_KEY);
  } catch {
    return null;
  }
}

/**
 * The park's notice of the current language, when staff turned it on (001 §2 Layout extras). The visitor
 * may hide it for the rest of their visit (issue 30: it lies over the screen's bottom, so whoever needs
 * that room can have it back).
 */
export function SiteBanner() {
  const language = useLanguage();
  const { data } = useBanners();
  const [hidden, setHidden] = useState(readHidden);
  const banner = data ? activeBannerFor(data, language) : undefined;
  const atPageEnd = ROUTES_WITH_ACTION_BAR.has(useRouteName() ?? "");
  if (!banner || hidden === noticeKey(banner)) return null;
  const hide = () => {
    const key = noticeKey(banner);
    try {
      sessionStorage.setItem(HIDDEN_KEY, key);
    } catch {
      // Storage refused (private mode): hidden on this page only.
    }
    setHidden(key);
    // The button goes with the bar: the focus moves to the page rather than being lost.
    document.getElementById(MAIN_ID)?.focus();
  };
  // Nothing shows until the markdown is rendered and measured: the bar appears once, at its final height.
  return (
    <Suspense fallback={null}>
      <BannerNotice key={banner.name} banner={banner} atPageEnd={atPageEnd} onHide={hide} />
    </Suspense>
  );
}

/**
 * The banner is read after the page is painted, so it lies over the bottom of the screen instead of taking
 * room in the page: its arrival moves nothing (a bar pushing the page down would). The page gets the
 * bar's height of room at its end, so the bar never hides the footer's last line. On pages with an action
 * bar it is the page's last block instead (flex order in the layout's column), which moves nothing either.
 * It comes first in the document, so screen readers and the keyboard meet the notice before the header.
 */
function BannerNotice({
  banner,
  atPageEnd,
  onHide,
}: {
  banner: Banner;
  atPageEnd: boolean;
  onHide: () => void;
}) {
  const { t } = useTranslation();
  const contentId = useId();
  const regionRef = useRef<HTMLElement>(null);
  const clipRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  // scrollHeight counts the text hidden by the collapse too, so the measure does not depend on the state.
  useLayoutEffect(() => {
    const region = regionRef.current;
    const clip = clipRef.current;
    const body = bodyRef.current;
    if (!region || !clip || !body) return;
    const root = document.documentElement;
    const measure = () => {
      setTall(clip.scrollHeight > BANNER_COLLAPSE_PX);
      const room = atPageEnd ? 0 : Math.ceil(region.getBoundingClientRect().height);
      root.style.setProperty(HEIGHT_PROPERTY, `${room}px`);
    };
    measure();
    // The text's height changes with the screen width, and the bar's with see more / see less.
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(measure);
    observer?.observe(body);
    observer?.observe(region);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(HEIGHT_PROPERTY);
    };
  }, [atPageEnd]);

  const collapsed = tall && !expanded;
  return (
    <section
      ref={regionRef}
      aria-label={t("banner.label")}
      className={`${atPageEnd ? "order-last" : "fixed inset-x-0 bottom-0 z-20 shadow-[0_-4px_12px_rgba(0,0,0,0.15)]"} motion-safe:animate-fade-in print:hidden ${BANNER_COLOR_CLASSES[banner.color]}`}
    >
      {/* The floating WhatsApp button stands above the bar (quick-contact.tsx), so the bar has its width. */}
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2 sm:px-6">
        <div
          id={contentId}
          ref={clipRef}
          className={`min-h-6 min-w-0 flex-1 ${collapsed ? "max-h-6 overflow-hidden" : "max-h-[60dvh] overflow-y-auto"}`}
        >
          <div ref={bodyRef} className={BANNER_TEXT_CLASSES}>
            <BannerMarkdown content={banner.content} />
          </div>
        </div>
        {tall && (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={contentId}
            onClick={() => setExpanded((value) => !value)}
            className="shrink-0 rounded px-2 text-sm font-semibold leading-6 underline focus-visible:outline-current"
          >
            {expanded ? t("banner.seeLess") : t("banner.seeMore")}
          </button>
        )}
        <button
          type="button"
          onClick={onHide}
          aria-label={t("banner.hide")}
          title={t("banner.hide")}
          className="-me-1 inline-flex h-6 w-6 shrink-0 items-center justify-center rounded focus-visible:outline-current"
        >
          <CloseIcon className="h-4 w-4" />
        </button>
      </div>
    </section>
  );
}
