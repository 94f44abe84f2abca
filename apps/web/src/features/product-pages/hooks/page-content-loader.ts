import type { Language } from "@park/domain/constants.ts";
import {
  type PageContent,
  type PageContentFile,
  type ParkFacts,
  withParkFacts,
} from "../content/page-content.ts";
import type { ProductPageKey } from "../content/page-keys.ts";
import type { PictureManifest } from "../content/picture-manifest.ts";

// Each page's texts and picture list are their own small chunks: a page loads only its own, and English
// only when it is shown. The prerender waits for them, so the HTML holds the Spanish page in full.
const CONTENT = import.meta.glob<PageContentFile>("../content/*/*.json", { import: "default" });
const PARK_FACTS = import.meta.glob<ParkFacts>("../content/park-facts.*.json", { import: "default" });
const MANIFESTS = import.meta.glob<PictureManifest>("../../../../public/pictures/*/manifest.json", {
  import: "default",
});

export interface LoadedPage {
  content: PageContent;
  pictures: PictureManifest["pictures"];
}

export function contentModulePath(page: ProductPageKey, language: Language): string {
  return `../content/${page.section}/${page.slug}.${language}.json`;
}

export function manifestPath(page: ProductPageKey): string {
  return `../../../../public/pictures/${page.key}/manifest.json`;
}

const loaded = new Map<string, Promise<LoadedPage>>();

/**
 * The page's texts in `language` and its pictures, fetched once per page and language. The same promise
 * is handed out again, as React's `use` needs; a failed load is forgotten so a retry fetches again.
 */
export function loadPage(page: ProductPageKey, language: Language): Promise<LoadedPage> {
  const cacheKey = `${page.key}.${language}`;
  let pending = loaded.get(cacheKey);
  if (!pending) {
    const content = CONTENT[contentModulePath(page, language)];
    const parkFacts = PARK_FACTS[`../content/park-facts.${language}.json`];
    const manifest = MANIFESTS[manifestPath(page)];
    pending =
      content && parkFacts && manifest
        ? Promise.all([content(), parkFacts(), manifest()]).then(([text, facts, list]) => ({
            content: withParkFacts(text, facts),
            pictures: list.pictures,
          }))
        : Promise.reject(new Error(`No content for ${page.key} (${language})`));
    const settled = pending;
    // Marked as React's `use` reads a settled promise, so a page whose texts are in renders at once.
    settled.then(
      (value) => Object.assign(settled, { status: "fulfilled", value }),
      () => loaded.delete(cacheKey),
    );
    loaded.set(cacheKey, pending);
  }
  return pending;
}
