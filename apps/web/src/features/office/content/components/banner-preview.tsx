import { safeMarkdown } from "@park/domain/content/safe-markdown.ts";
import { BANNER_COLOR_CLASSES, BANNER_TEXT_CLASSES } from "../../../../shared/banner/banner-look.ts";
import BannerMarkdown from "../../../../shared/banner/banner-markdown.tsx";
import type { TFunction } from "../../../../shared/i18n/i18n.ts";
import type { OfficeBanner } from "../api/content-api.ts";

/**
 * The banner as the visitor will get it: the text made safe as the API will save it, rendered by the
 * site banner's own markdown component with its colours and text styles.
 */
export function BannerPreview({ banner, t }: { banner: OfficeBanner; t: TFunction }) {
  const content = safeMarkdown(banner.content).trim();
  if (content === "") return <p className="text-sm text-gray-700">{t("office.content.site.previewEmpty")}</p>;
  return (
    <div>
      {!banner.active && (
        <p className="mb-1 text-sm text-gray-700">{t("office.content.site.previewHidden")}</p>
      )}
      <div
        lang={banner.language}
        className={`rounded px-4 py-2 ${BANNER_COLOR_CLASSES[banner.color]} ${banner.active ? "" : "opacity-70"}`}
      >
        <div className={BANNER_TEXT_CLASSES}>
          <BannerMarkdown content={content} />
        </div>
      </div>
    </div>
  );
}
