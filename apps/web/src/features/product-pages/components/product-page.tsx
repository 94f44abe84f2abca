import type { Language } from "@park/domain/constants.ts";
import { Suspense, use, useDeferredValue } from "react";
import { useLanguage } from "../../../shared/i18n/use-language.ts";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import { sectionOfPage } from "../../../shared/routing/site-pages.ts";
import { LoadProblem } from "../../../shared/ui/read-status.tsx";
import { PAGE_EXTRAS } from "../content/page-extras.ts";
import type { ProductPageKey } from "../content/page-keys.ts";
import { productPageKey } from "../content/page-keys.ts";
import { loadPage } from "../hooks/page-content-loader.ts";
import { type ProductTexts, productText } from "../product-page-texts.ts";
import { LoadErrorBoundary } from "./load-error-boundary.tsx";
import { PageDescription } from "./page-description.tsx";
import { PageExtraBlock, type ProductPageActions } from "./page-extra.tsx";
import { PageFacts } from "./page-facts.tsx";
import { PictureGallery } from "./picture-gallery.tsx";
import { SectionMenu } from "./section-menu.tsx";
import { SectionSwitcher } from "./section-switcher.tsx";

/**
 * A product, lodging or service page (001 §2): title, gallery, description with read more / hide, facts
 * and (lodging) services, the page's own extra, the section's side menu and the section switcher.
 */
export function ProductPage({ routeId, actions }: { routeId: string; actions: ProductPageActions }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // A language switch keeps the page as it is until the other language's texts are in (no blank flash).
  const shown = useDeferredValue(language);
  const page = productPageKey(routeId);
  const section = sectionOfPage(routeId);
  const text = productText(shown);
  if (!page || !section) return null;
  const title = t(`pages.${routeId}`);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="lg:grid lg:grid-cols-[16rem_1fr] lg:gap-12">
        <article className="min-w-0 lg:col-start-2">
          <h1 className="text-3xl font-bold tracking-tight text-forest-900 sm:text-4xl">{title}</h1>
          <LoadErrorBoundary
            fallback={(retry) => (
              <LoadProblem
                message={text("loadError")}
                retry={{ label: text("retry"), onRetry: retry }}
                alert
                pill
                className="mt-6"
              />
            )}
          >
            <Suspense fallback={<PageBodyPlaceholder text={text} />}>
              <PageBody page={page} title={title} language={shown} text={text} actions={actions} />
            </Suspense>
          </LoadErrorBoundary>
          <SectionSwitcher current={section.id} />
        </article>
        <aside className="mt-12 lg:col-start-1 lg:row-start-1 lg:mt-0">
          <SectionMenu section={section} routeId={routeId} text={text} />
        </aside>
      </div>
    </div>
  );
}

function PageBody({
  page,
  title,
  language,
  text,
  actions,
}: {
  page: ProductPageKey;
  title: string;
  language: Language;
  text: ProductTexts;
  actions: ProductPageActions;
}) {
  const { content, pictures } = use(loadPage(page, language));
  const extra = PAGE_EXTRAS[page.id];
  // One element, not a fragment: when the texts are not in yet as the page hydrates, Preact keeps only the
  // first prerendered node of a suspended part and builds the rest again once resumed, which moved the
  // whole page below (a layout shift of 0.37 on a phone).
  return (
    <div>
      <PictureGallery title={title} pageKey={page.key} pictures={pictures} language={language} text={text} />
      <PageDescription content={content} text={text} />
      {extra && <PageExtraBlock extra={extra} actions={actions} text={text} />}
      <PageFacts content={content} text={text} />
    </div>
  );
}

/** Holds the gallery's place (3:2) while a page's texts load on a client-side visit, so nothing jumps. */
function PageBodyPlaceholder({ text }: { text: ProductTexts }) {
  return (
    <div role="status" className="mt-6">
      <div className="aspect-[3/2] w-full animate-pulse rounded-xl bg-sand-100" />
      <p className="mt-6 text-stone-700">{text("loading")}</p>
    </div>
  );
}
