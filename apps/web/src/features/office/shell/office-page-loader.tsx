import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from "react";
import { useTranslation } from "../../../shared/i18n/use-translation.ts";
import type { OfficePage } from "./office-pages.ts";

const lazyPages = new Map<OfficePage, LazyExoticComponent<ComponentType>>();

/** One lazy component per page, made once, so a re-render does not fetch or remount the page. */
function lazyPage(page: OfficePage): LazyExoticComponent<ComponentType> {
  let found = lazyPages.get(page);
  if (!found) {
    found = lazy(page.load);
    lazyPages.set(page, found);
  }
  return found;
}

function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="text-stone-700">
      {t("office.shell.loading")}
    </p>
  );
}

function PageFailed() {
  const { t } = useTranslation();
  return (
    <p role="alert" className="font-medium text-red-800">
      {t("office.shell.pageFailed")}
    </p>
  );
}

/**
 * Code that could not be fetched (offline, a new release) says so instead of a blank screen: a page, or a
 * part of one (a chart), in its `fallback`.
 */
export class LoadFailureBoundary extends Component<
  { children: ReactNode; fallback: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** An office page, fetched the first time it opens. */
export function OfficePageLoader({ page }: { page: OfficePage }) {
  const Page = lazyPage(page);
  return (
    <LoadFailureBoundary fallback={<PageFailed />}>
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </LoadFailureBoundary>
  );
}
