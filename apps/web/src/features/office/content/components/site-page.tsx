import { useTranslation } from "../../../../shared/i18n/use-translation.ts";
import { QueryState } from "../../shell/components/query-state.tsx";
import { useOfficeQuery } from "../../shell/hooks/office-queries.ts";
import { fetchBanners, fetchMaintenance } from "../api/content-api.ts";
import { contentKey } from "../hooks/content-queries.ts";
import { BannerForm } from "./banner-form.tsx";
import { MaintenanceSwitch } from "./maintenance-switch.tsx";

async function loadSite(signal: AbortSignal) {
  const [banners, maintenance] = await Promise.all([fetchBanners(signal), fetchMaintenance(signal)]);
  return { banners, maintenance };
}

/** /office/content/site (admin): the banner of each language and the maintenance page's switch. */
export default function SitePage() {
  const { t } = useTranslation();
  const site = useOfficeQuery(contentKey("site"), loadSite);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-gray-900">{t("office.content.site.title")}</h1>
      <QueryState query={site}>
        {({ banners, maintenance }) => (
          <>
            {banners.map((banner) => (
              <BannerForm
                key={banner.language}
                banner={banner}
                t={t}
                title={
                  banner.language === "es"
                    ? t("office.content.site.bannerEs")
                    : t("office.content.site.bannerEn")
                }
              />
            ))}
            <MaintenanceSwitch state={maintenance} t={t} />
          </>
        )}
      </QueryState>
    </div>
  );
}
