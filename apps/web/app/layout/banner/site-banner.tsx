import { BANNER_COLLAPSE_PX } from "@park/domain/constants.ts";
import { lazy, Suspense, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../src/shared/i18n/use-language.ts";
import { activeBannerFor } from "./active-banner.ts";
import { type Banner, type BannerColor, useBanners } from "./use-banners.ts";

const BannerMarkdown = lazy(() => import("./banner-markdown.tsx"));

// Each pair meets WCAG AA contrast (4.5:1) for normal text, links included.
const COLOR_CLASSES: Record<BannerColor, string> = {
  red: "bg-red-700 text-white",
  orange: "bg-orange-300 text-orange-950",
  green: "bg-forest-700 text-white",
  blue: "bg-lake-700 text-white",
};

/** The park's notice of the current language, when staff turned it on (001 §2 Layout extras). */
export function SiteBanner() {
  const language = useLanguage();
  const { data } = useBanners();
  const banner = data ? activeBannerFor(data, language) : undefined;
  if (!banner) return null;
  return <BannerNotice key={banner.name} banner={banner} />;
}

function BannerNotice({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const contentId = useId();
  const clipRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [tall, setTall] = useState(false);
  const [expanded, setExpanded] = useState(false);

  // scrollHeight counts the text hidden by the collapse too, so the measure does not depend on the state.
  useLayoutEffect(() => {
    const clip = clipRef.current;
    const body = bodyRef.current;
    if (!clip || !body) return;
    const measure = () => setTall(clip.scrollHeight > BANNER_COLLAPSE_PX);
    measure();
    if (typeof ResizeObserver === "undefined") return;
    // The text's height changes with the screen width and when the markdown chunk arrives.
    const observer = new ResizeObserver(measure);
    observer.observe(body);
    observer.observe(clip);
    return () => observer.disconnect();
  }, []);

  const collapsed = tall && !expanded;
  return (
    <section aria-label={t("banner.label")} className={COLOR_CLASSES[banner.color]}>
      <div className="mx-auto flex max-w-7xl items-start gap-3 px-4 py-2 sm:px-6">
        <div
          id={contentId}
          ref={clipRef}
          className={`min-h-6 min-w-0 flex-1 ${collapsed ? "max-h-6 overflow-hidden" : ""}`}
        >
          <div
            ref={bodyRef}
            className="text-sm leading-6 [&>*+*]:mt-1 [&_a:focus-visible]:outline-current [&_a]:font-semibold [&_a]:underline [&_h1]:font-bold [&_h2]:font-bold [&_h3]:font-bold [&_li]:ms-5 [&_ol]:list-decimal [&_ul]:list-disc"
          >
            <Suspense fallback={null}>
              <BannerMarkdown content={banner.content} />
            </Suspense>
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
      </div>
    </section>
  );
}
