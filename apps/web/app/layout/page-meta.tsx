import { Meta } from "react-router";
import { useLanguage } from "../../src/shared/i18n/use-language.ts";

/**
 * React Router's <Meta />, rendered again when the visitor switches language: the routes' `meta` exports
 * read the current language, so the document title follows it.
 */
export function PageMeta() {
  useLanguage();
  return <Meta />;
}
