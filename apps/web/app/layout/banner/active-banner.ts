import type { Language } from "@park/domain/constants.ts";
import type { Banner } from "./use-banners.ts";

const BANNER_OF_LANGUAGE: Record<Language, Banner["name"]> = { es: "BANNER_ES", en: "BANNER_EN" };

/** The banner to show: the one of the current language, only when it is active (001 §4 Other). */
export function activeBannerFor(banners: readonly Banner[], language: Language): Banner | undefined {
  return banners.find(
    (banner) => banner.name === BANNER_OF_LANGUAGE[language] && banner.active && banner.content.trim() !== "",
  );
}
