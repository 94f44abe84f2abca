// First: office pages build zod schemas while they load, before the client entry has turned eval off (CSP).
import "../zod-without-eval.ts";
import { useState } from "react";
import { OfficeApp } from "../../src/features/office/shell/office-app.tsx";
import { createPageLoadCache, PageLoadCacheContext } from "../../src/shared/api/page-load-cache.ts";
import { QueryProvider } from "../../src/shared/api/query-provider.tsx";
import { i18n } from "../../src/shared/i18n/i18n.ts";
import { currentLanguage } from "../../src/shared/i18n/language.ts";
import "../../src/shared/i18n/office-texts.ts";
import { useRestoredLanguage } from "../layout/use-restored-language.ts";

/** The staff side is no page for search engines (issue 14: noindex; it is not prerendered nor in the sitemap). */
export function meta() {
  return [
    { title: i18n.t("office.shell.office", { lng: currentLanguage() }) },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/**
 * /office and everything under it: the park's office, its own chunks, never loaded by a visitor's page.
 * Its reads and writes go through TanStack Query, as the public features' do; the office has no AppShell
 * (root.tsx), so it keeps the page-load cache that holds the QueryClient itself.
 */
export default function OfficeRoute() {
  useRestoredLanguage();
  const [cache] = useState(createPageLoadCache);
  return (
    <PageLoadCacheContext.Provider value={cache}>
      <QueryProvider>
        <OfficeApp />
      </QueryProvider>
    </PageLoadCacheContext.Provider>
  );
}
