import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { BannerForm } from "./banner-form.tsx";
import { fetchBanners, fetchMaintenance } from "./content-calls.ts";
import { CONTENT_TEXTS } from "./content-texts.ts";
import { LoadState } from "./load-state.tsx";
import { MaintenanceSwitch } from "./maintenance-switch.tsx";
import { useLoaded } from "./use-loaded.ts";

async function loadSite(signal: AbortSignal) {
  const [banners, maintenance] = await Promise.all([fetchBanners(signal), fetchMaintenance(signal)]);
  return { banners, maintenance };
}

/** /office/content/site (admin): the banner of each language and the maintenance page's switch. */
export default function SitePage() {
  const texts = CONTENT_TEXTS[useLanguage()];
  const { loaded, reload } = useLoaded(loadSite);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-gray-900">{texts.site.title}</h1>
      <LoadState loaded={loaded} texts={texts} onRetry={reload}>
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
            <MaintenanceSwitch initial={maintenance} texts={texts} />
          </>
        )}
      </LoadState>
    </div>
  );
}
