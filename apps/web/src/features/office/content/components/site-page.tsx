import { useLanguage } from "../../../../shared/i18n/use-language.ts";
import { QueryState } from "../../shell/components/query-state.tsx";
import { useOfficeQuery } from "../../shell/hooks/office-queries.ts";
import { fetchBanners, fetchMaintenance } from "../api/content-api.ts";
import { CONTENT_TEXTS } from "../content-texts.ts";
import { contentKey } from "../hooks/content-queries.ts";
import { BannerForm } from "./banner-form.tsx";
import { MaintenanceSwitch } from "./maintenance-switch.tsx";

async function loadSite(signal: AbortSignal) {
  const [banners, maintenance] = await Promise.all([fetchBanners(signal), fetchMaintenance(signal)]);
  return { banners, maintenance };
}

/** /office/content/site (admin): the banner of each language and the maintenance page's switch. */
export default function SitePage() {
  const texts = CONTENT_TEXTS[useLanguage()];
  const site = useOfficeQuery(contentKey("site"), loadSite);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-gray-900">{texts.site.title}</h1>
      <QueryState query={site} texts={texts}>
        {({ banners, maintenance }) => (
          <>
            {banners.map((banner) => (
              <BannerForm
                key={banner.language}
                banner={banner}
                texts={texts}
                title={banner.language === "es" ? texts.site.bannerEs : texts.site.bannerEn}
              />
            ))}
            <MaintenanceSwitch state={maintenance} texts={texts} />
          </>
        )}
      </QueryState>
    </div>
  );
}
