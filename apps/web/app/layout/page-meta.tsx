import { Meta } from "react-router";
import { useLanguage } from "../../src/shared/i18n/use-language.ts";
import { useHydrationDone } from "./hydration-done.tsx";

/**
 * React Router's <Meta />, rendered again when the visitor switches language (the routes' `meta` exports
 * read the current language, so the document title follows it) and once the router has hydrated
 * (hydration-done.tsx).
 */
export function PageMeta() {
  useLanguage();
  useHydrationDone();
  return <Meta />;
}
